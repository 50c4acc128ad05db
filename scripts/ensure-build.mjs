import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

/**
 * Builds before the site's commands run, when needed. Plain JavaScript, so a fresh
 * clone runs it with nothing compiled yet (decision 035); whether a build is current
 * is decided by the compiled copy of scripts/build-stamp.ts that the build left.
 *
 *   node scripts/ensure-build.mjs              `npm start`: builds when there is no
 *       build, or when the sources or the public settings baked into pre-rendered
 *       pages changed since the last one.
 *   node scripts/ensure-build.mjs --if-absent  the operator commands: build only when
 *       there is none. A command never rebuilds what a running server is serving, so
 *       sources newer than the build are pointed out, not built.
 */

// BUILD_DIR is the caller's, as in package.json's `${BUILD_DIR:-build}`: taken before
// `.env` is read, so both always name the same folder.
const buildDir = process.env.BUILD_DIR || "build";
await import("./read-env-file.mjs");

const checker = join(buildDir, "node", "build-stamp.js");
const stamps = existsSync(checker) ? await import(pathToFileURL(resolve(checker)).href) : null;
const built = stamps?.builtStamp(buildDir) ?? null;

if (!built) {
  build("Building the site (there is no complete build yet)…");
} else if (process.argv.includes("--if-absent")) {
  if (built.sources !== stamps.sourcesStamp()) {
    process.stderr.write(
      `The sources changed since the build in ${buildDir}; this runs that build (npm run build to update it).\n`,
    );
  }
} else {
  let current;
  try {
    current = stamps.currentStamp();
  } catch (error) {
    // An invalid variable: its one line, as the server itself would print it.
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  if (current.sources !== built.sources || current.settings !== built.settings) {
    build("Building the site (the sources or the public settings changed)…");
  }
}

function build(reason) {
  process.stderr.write(`${reason}\n`);
  // The build's own output goes to stderr as well, so that a command's standard output
  // (`npm run -s enquiries -- --json > file`) holds nothing but its answer.
  const result = spawnSync("npm", ["run", "build"], {
    env: { ...process.env, BUILD_DIR: buildDir },
    stdio: ["inherit", 2, "inherit"],
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
