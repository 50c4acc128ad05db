import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { loadConfig } from "../server/config.ts";

/**
 * What a build depends on: the app's sources and the public configuration
 * baked into pre-rendered pages. `npm start` rebuilds when this changes.
 */
const inputs = [
  "app",
  "public",
  "react-router.config.ts",
  "vite.config.ts",
  "scripts/vite",
  "package-lock.json",
  "scripts/compress-assets.ts",
];
export const STAMP_FILE = join(process.env.BUILD_DIR || "build", "stamp.json");

export function currentStamp(): string {
  const hash = createHash("sha256");
  for (const input of inputs)
    for (const file of files(input)) hash.update(file).update(readFileSync(file));
  hash.update(JSON.stringify(loadConfig().public));
  return hash.digest("hex");
}

function files(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((entry) => files(join(path, entry)));
}

export function builtStamp(): string | null {
  try {
    return (JSON.parse(readFileSync(STAMP_FILE, "utf8")) as { stamp: string }).stamp;
  } catch {
    return null;
  }
}
