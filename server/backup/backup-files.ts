import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";

/** A backup's own name (./create-backup.ts): nothing else in the folder is ever touched or served. */
export const BACKUP_NAME = /^genesis-backup-(\d{8}T\d{6}Z)\.tar\.gz(\.age)?$/;

/** An archive in BACKUP_DIR. */
export interface BackupFile {
  name: string;
  /** Where it is: BACKUP_DIR and its name. */
  path: string;
  size: number;
  /** When it was taken, from its name (UTC, ISO). */
  takenAt: string;
}

/** `20261129T031700Z` → `2026-11-29T03:17:00.000Z`. */
const timeOf = (stamp: string) =>
  `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}.000Z`;

/**
 * The archives in `dir`, oldest first (their names sort by time): files of
 * a backup's name only, so a name that is not one (a path, a partial
 * archive, anything else kept there) is never listed. No folder: none.
 */
export async function listBackupFiles(dir: string): Promise<BackupFile[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT" || error.code === "ENOTDIR") return [];
    throw error;
  });
  const files: BackupFile[] = [];
  for (const name of names.filter((entry) => BACKUP_NAME.test(entry)).sort()) {
    const path = join(dir, name);
    const found = await stat(path).catch(() => null);
    if (!found?.isFile()) continue;
    files.push({ name, path, size: found.size, takenAt: timeOf(BACKUP_NAME.exec(name)![1]!) });
  }
  return files;
}
