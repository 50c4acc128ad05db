import { link, mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import type { DatabaseHandle } from "../db/connection.ts";
import { BackupError, writeBackupArchive } from "./backup-archive.ts";
import type { BackupManifest } from "./backup-manifest.ts";
import { readSnapshot } from "./snapshot.ts";

/** `genesis-backup-20261129T031700Z.tar.gz`: sorts by time, says when in UTC. */
export function backupFileName(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  return `genesis-backup-${stamp}.tar.gz`;
}

/**
 * Takes one backup into `dir`: a consistent snapshot of every table and the
 * media folder, written aside (`.<name>.<pid>.partial`) and named once whole, so
 * a crash or a full disk leaves no file that looks like a backup, and the
 * older backups as they were.
 */
export async function createBackup(
  database: DatabaseHandle,
  options: {
    dir: string;
    mediaDir: string | null;
    now?: Date;
    /** BACKUP_PASSPHRASE: the archive is encrypted (age) and named `….tar.gz.age`. */
    passphrase?: string | null;
    /** The run taking it (./backup-run.ts), named in its manifest. */
    run?: number;
  },
): Promise<{ file: string; manifest: BackupManifest }> {
  const now = options.now ?? new Date();
  const suffix = options.passphrase ? ".age" : "";
  const partial = join(options.dir, `.${backupFileName(now)}${suffix}.${process.pid}.partial`);
  await mkdir(options.dir, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
    throw new BackupError(
      `The backup folder ${options.dir} (BACKUP_DIR) cannot be made or written: ${error.code ?? error.message}.`,
    );
  });
  try {
    const snapshot = await readSnapshot(database);
    const manifest = await writeBackupArchive(partial, snapshot, {
      dialect: database.dialect,
      mediaDir: options.mediaDir,
      now,
      passphrase: options.passphrase ?? null,
      ...(options.run !== undefined && { run: options.run }),
    });
    const file = await keepAs(partial, options.dir, now, suffix);
    return { file, manifest };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOSPC") {
      throw new BackupError(`No space left in ${options.dir}: no backup was written.`);
    }
    if (code === "EACCES" || code === "EROFS" || code === "EPERM") {
      throw new BackupError(
        `The backup folder ${options.dir} (BACKUP_DIR) cannot be written: ${code}. No backup was written.`,
      );
    }
    throw error;
  } finally {
    await rm(partial, { force: true });
  }
}

/**
 * Gives a whole archive its name, never over another backup's: a second
 * taken within the same second is named for the next free second.
 */
async function keepAs(partial: string, dir: string, now: Date, suffix: string): Promise<string> {
  for (let later = 0; ; later++) {
    const file = join(dir, `${backupFileName(new Date(now.getTime() + later * 1000))}${suffix}`);
    try {
      await link(partial, file);
      return file;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "EEXIST" && later < 60) continue;
      throw error;
    }
  }
}
