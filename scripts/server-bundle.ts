import { existsSync } from "node:fs";
import { join } from "node:path";

/**
 * The compiled half of `npm run build` (decision 035): the server, the operator
 * commands and the build-stamp check, each bundled by scripts/build-server.ts into
 * one plain JavaScript file under `<BUILD_DIR>/node/`. What starts them (the npm
 * scripts, Playwright's web server, the tests, the cluster, the bench) finds them here.
 */
export const bundleEntries = {
  main: "server/main.ts",
  users: "server/cli/users.ts",
  enquiries: "server/cli/enquiries.ts",
  backup: "server/cli/backup.ts",
  restore: "server/cli/restore.ts",
  "db-migrate": "server/db/migrate-cli.ts",
  "build-stamp": "scripts/build-stamp.ts",
} as const;

export type BundleEntry = keyof typeof bundleEntries;

export function bundleDir(buildDir = process.env.BUILD_DIR || "build"): string {
  return join(buildDir, "node");
}

export function bundledFile(entry: BundleEntry, buildDir?: string): string {
  return join(bundleDir(buildDir), `${entry}.js`);
}

/**
 * Node's arguments for a compiled entry, as `npm start` gives them: no loader, stack
 * traces mapped back to the TypeScript. Without a build it throws one line that says
 * what to run, rather than letting Node report a missing module.
 */
export function nodeArgs(entry: BundleEntry, buildDir?: string): string[] {
  const file = bundledFile(entry, buildDir);
  if (!existsSync(file)) throw new Error(missingBuild(entry, file));
  return ["--enable-source-maps", file];
}

/**
 * The same as a shell command, for Playwright's web server. Without a build the
 * command prints that line and fails; throwing instead would stop every tool that
 * reads playwright.config.ts (knip, `playwright test --list`).
 */
export function nodeCommand(entry: BundleEntry, buildDir?: string): string {
  const file = bundledFile(entry, buildDir);
  if (!existsSync(file)) return `echo '${missingBuild(entry, file)}' >&2; exit 1`;
  return `node --enable-source-maps ${file}`;
}

function missingBuild(entry: BundleEntry, file: string): string {
  return `No compiled ${entry} at ${file}: run npm run build first (with the same BUILD_DIR)`;
}
