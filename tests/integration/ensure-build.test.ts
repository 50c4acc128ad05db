import { spawnSync } from "node:child_process";
import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bundleDir, bundledFile } from "../../scripts/server-bundle.ts";
import { requireBuild } from "../support/server-process.ts";

/**
 * scripts/ensure-build.mjs, which lets a fresh clone's `npm start` and operator
 * commands build first. `npm` is a stand-in on PATH that only notes being asked to
 * build, so these cases take a second, not a build; the build folder is one of the
 * test's own holding the real build's compiled stamp check (decision 035).
 */

let dir: string;
let buildDir: string;
let calls: string;
let env: NodeJS.ProcessEnv;

beforeEach(() => {
  requireBuild();
  dir = mkdtempSync(join(tmpdir(), "genesis-ensure-"));
  calls = join(dir, "npm-calls");
  writeFileSync(join(dir, "npm"), `#!/bin/sh\necho "$* in $BUILD_DIR" >> "${calls}"\n`);
  chmodSync(join(dir, "npm"), 0o755);
  // Inside the checkout, as a real build is: the compiled check finds its packages
  // in node_modules from there.
  buildDir = `build-ensure-${process.pid}-${Math.round(Math.random() * 1e6)}`;
  env = { ...process.env, PATH: `${dir}:${process.env.PATH}`, BUILD_DIR: buildDir };
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(buildDir, { recursive: true, force: true });
});

function ensureBuild(...args: string[]) {
  const result = spawnSync(process.execPath, ["scripts/ensure-build.mjs", ...args], {
    env,
    encoding: "utf8",
  });
  let built: string[] = [];
  try {
    built = readFileSync(calls, "utf8").trim().split("\n");
  } catch {
    // not asked to build
  }
  return { code: result.status, stdout: result.stdout, stderr: result.stderr, built };
}

/** A complete build in the test's folder, as the last one left it: its stamp as given. */
function lastBuild(stamp: (current: { sources: string; settings: string }) => object) {
  mkdirSync(bundleDir(buildDir), { recursive: true });
  for (const file of ["build-stamp.js", "build-stamp.js.map"])
    cpSync(join(bundleDir(), file), join(bundleDir(buildDir), file));
  writeFileSync(join(buildDir, "stamp.json"), JSON.stringify(stamp(currentStamp())));
}

/** What the compiled check computes in this environment (.env included, if any). */
function currentStamp(): { sources: string; settings: string } {
  const checker = pathToFileURL(resolve(bundledFile("build-stamp", buildDir))).href;
  const result = spawnSync(
    process.execPath,
    [
      "--import",
      "./scripts/read-env-file.mjs",
      "--input-type=module",
      "-e",
      `const m = await import(${JSON.stringify(checker)}); console.log(JSON.stringify(m.currentStamp()));`,
    ],
    { env, encoding: "utf8" },
  );
  return JSON.parse(result.stdout) as { sources: string; settings: string };
}

describe("building before a command runs", { timeout: 30_000 }, () => {
  it("builds when there is no build, for npm start and for a command alike", () => {
    for (const args of [[], ["--if-absent"]]) {
      rmSync(calls, { force: true });
      const { code, stdout, stderr, built } = ensureBuild(...args);
      expect(code).toBe(0);
      expect(built).toEqual([`run build in ${buildDir}`]);
      expect(stderr).toBe("Building the site (there is no complete build yet)…\n");
      // A command's standard output is its answer alone (`npm run -s enquiries -- --json`).
      expect(stdout).toBe("");
    }
  });

  it("does nothing when the build matches the sources and the settings", () => {
    lastBuild((current) => current);
    expect(ensureBuild()).toEqual({ code: 0, stdout: "", stderr: "", built: [] });
    expect(ensureBuild("--if-absent")).toEqual({ code: 0, stdout: "", stderr: "", built: [] });
  });

  it("rebuilds for npm start when the sources changed; a command only says so", () => {
    lastBuild((current) => ({ ...current, sources: "an older version" }));
    const command = ensureBuild("--if-absent");
    expect(command.built).toEqual([]);
    expect(command.stderr).toBe(
      `The sources changed since the build in ${buildDir}; this runs that build (npm run build to update it).\n`,
    );

    const start = ensureBuild();
    expect(start.built).toEqual([`run build in ${buildDir}`]);
    expect(start.stderr).toMatch(/the sources or the public settings changed/);
  });

  it("rebuilds for npm start when a public setting baked into the pages changed", () => {
    lastBuild((current) => current);
    env.SITE_URL = "https://www.example.org";
    expect(ensureBuild("--if-absent").built).toEqual([]);
    expect(ensureBuild().built).toEqual([`run build in ${buildDir}`]);
  });

  it("stops npm start with the one line of an invalid variable, building nothing", () => {
    lastBuild((current) => current);
    env.SITE_URL = "nope";
    const { code, stderr, built } = ensureBuild();
    expect(code).toBe(1);
    expect(stderr).toMatch(/^Invalid configuration: SITE_URL must be an http\(s\) URL[^\n]*\n$/);
    expect(built).toEqual([]);
  });
});
