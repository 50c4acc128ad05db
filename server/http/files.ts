import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Every file below a folder, depth first. */
export function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}
