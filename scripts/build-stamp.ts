import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { loadConfig } from "../server/config.ts";

/**
 * What a build depends on: the sources it compiles (the app, the server and the
 * build's own scripts) and the public configuration baked into pre-rendered pages.
 * `npm start` rebuilds when either changes; the operator commands only point out
 * sources newer than the build (scripts/ensure-build.mjs, which runs the compiled
 * copy of this module).
 */
const inputs = [
  "app",
  "server",
  "public",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
  "package-lock.json",
  "scripts/vite",
  "scripts/build-server.ts",
  "scripts/server-bundle.ts",
  "scripts/build-stamp.ts",
  "scripts/compress-assets.ts",
];
// Tests beside the code are not built: editing one leaves the build as it is.
const TEST_FILE = /\.test\.tsx?$/;

export function stampFile(buildDir = process.env.BUILD_DIR || "build"): string {
  return join(buildDir, "stamp.json");
}

export interface BuildStamp {
  sources: string;
  settings: string;
}

export function sourcesStamp(): string {
  const hash = createHash("sha256");
  for (const input of inputs)
    for (const file of files(input)) hash.update(file).update(readFileSync(file));
  return hash.digest("hex");
}

/** Throws a ConfigError when the environment is invalid. */
export function currentStamp(): BuildStamp {
  const settings = createHash("sha256").update(JSON.stringify(loadConfig().public));
  return { sources: sourcesStamp(), settings: settings.digest("hex") };
}

function files(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return TEST_FILE.test(path) ? [] : [path];
  return readdirSync(path)
    .sort()
    .flatMap((entry) => files(join(path, entry)));
}

/** The stamp the last complete build wrote (compress-assets.ts, its last step), if any. */
export function builtStamp(buildDir?: string): Partial<BuildStamp> | null {
  try {
    return JSON.parse(readFileSync(stampFile(buildDir), "utf8")) as Partial<BuildStamp>;
  } catch {
    return null;
  }
}
