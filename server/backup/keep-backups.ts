import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { BACKUP_NAME } from "./backup-files.ts";

/**
 * Keeps the `keep` newest backups in `dir` (their names sort by time) and
 * deletes the older ones; other files are left alone. Called once a new
 * backup is verified, so a failed one never costs an older one. The names
 * of the deleted archives.
 */
export async function keepNewestBackups(dir: string, keep: number): Promise<string[]> {
  const backups = (await readdir(dir)).filter((name) => BACKUP_NAME.test(name)).sort();
  const older = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of older) await rm(join(dir, name), { force: true });
  return older;
}
