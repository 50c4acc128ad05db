import { stat } from "node:fs/promises";
import { basename } from "node:path";
import { noteAudit } from "../admin/audited.ts";
import { erasureLogIn } from "../admin/privacy/erasure-log.ts";
import { BackupError } from "../backup/backup-archive.ts";
import type { BackupManifest } from "../backup/backup-manifest.ts";
import { createBackup } from "../backup/create-backup.ts";
import { keepNewestBackups } from "../backup/keep-backups.ts";
import { copyOffsite, fetchOffsite, keepNewestOffsite } from "../backup/offsite-copy.ts";
import { restoreBackup, verifyBackup } from "../backup/restore-backup.ts";
import { startBackupRun } from "../backup/backup-run.ts";
import { freeRestoredBackupLeases, holdBackupLease } from "../backup/backup-lease.ts";
import type { Config } from "../config.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { starterOf } from "../backup/backup-trigger.ts";
import { closeOpenBackupRuns, finishBackupRun } from "../db/backup-runs.ts";
import { withCommandDatabase, type CommandOutput } from "./command-database.ts";

/**
 * `npm run backup` and `npm run restore -- <file>` (docs/backups.md). Separate
 * from their entry points (backup.ts, restore.ts) so tests run them in process.
 */

const explained = (error: unknown) => (error instanceof BackupError ? error.message : null);

/** The run's reason, as the command's last line says it. */
const reasonOf = (error: unknown) =>
  explained(error) ??
  `Cannot take a backup (DATABASE_URL): ${error instanceof Error ? error.message : String(error)}`;

/** Who the audit log names for a restore: only the command restores. */
const RESTORED_BY = "command line";

/** What a restored database's runs say of the one its archive was taken during. */
const OPEN_WHEN_TAKEN =
  "Still under way when the archive this database was restored from was taken; its outcome is in the database it was taken from.";

/** "1,204 rows in 32 tables, 18 media files". */
const sizeOf = (manifest: BackupManifest) => {
  const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
  const tables = Object.keys(manifest.tables).length;
  const files = Object.keys(manifest.media).length;
  return `${rows.toLocaleString("en")} rows in ${tables} tables, ${files} media files`;
};

export async function backupCommand(
  args: string[],
  env: NodeJS.ProcessEnv,
  io: CommandOutput,
): Promise<number> {
  if (args.length) {
    io.err("Usage: npm run backup (it takes no arguments; BACKUP_DIR says where it writes)\n");
    return 1;
  }
  return withCommandDatabase(
    env,
    io,
    "take a backup",
    async (database, config) => {
      // One at a time across every instance: a second is refused before it records anything.
      const lease = await holdBackupLease(database);
      try {
        return await takeBackup(database, config, env, io);
      } finally {
        await lease.release();
      }
    },
    explained,
  );
}

/** The backup itself, under the run lease: recorded, written, verified, copied, pruned. */
async function takeBackup(
  database: DatabaseHandle,
  config: Config,
  env: NodeJS.ProcessEnv,
  io: CommandOutput,
): Promise<number> {
  // Who started it (the schedule, 'Back up now', by hand) is told by its spawner.
  const run = await startBackupRun(database, starterOf(env));
  try {
    const { file, manifest } = await createBackup(database, {
      dir: config.backupDir,
      mediaDir: config.mediaDir,
      passphrase: config.backupPassphrase,
      run: run.id,
    });
    await run.written(file);
    await verifyBackup(file, config.backupPassphrase);
    run.verified();
    io.err(`Backed up and verified: ${sizeOf(manifest)}.\n`);
    // Off the machine before any older one is removed: a failed copy costs none.
    if (config.backupS3) {
      const url = await copyOffsite(file, config.backupS3);
      run.copiedOff(url);
      io.err(`Copied off the machine to ${url}.\n`);
    }
    const removed = await keepNewestBackups(config.backupDir, config.backupKeep);
    if (removed.length) {
      io.err(`Kept the ${config.backupKeep} newest backups; removed ${removed.join(", ")}.\n`);
    }
    if (config.backupS3) {
      const gone = await keepNewestOffsite(config.backupS3, config.backupKeep);
      if (gone.length) {
        io.err(
          `Kept the ${config.backupKeep} newest off the machine; removed ${gone.join(", ")}.\n`,
        );
      }
    }
    await run.finish(null);
    await io.out(`${file}\n`);
    return 0;
  } catch (error) {
    // The record says why; the command still ends with its own line (withCommandDatabase).
    await run.finish(reasonOf(error)).catch(() => {});
    throw error;
  }
}

export async function restoreCommand(
  args: string[],
  env: NodeJS.ProcessEnv,
  io: CommandOutput,
): Promise<number> {
  const replace = args.includes("--replace");
  const [file, ...rest] = args.filter((arg) => arg !== "--replace");
  if (!file || rest.length || file.startsWith("-")) {
    io.err(
      "Usage: npm run restore -- <backup file or s3:// address> [--replace]  (into DATABASE_URL, new and empty unless --replace)\n",
    );
    return 1;
  }
  return withCommandDatabase(
    env,
    io,
    "restore the backup",
    async (database, config) => {
      // An address in the bucket: fetched into BACKUP_DIR first, then restored from there.
      const local = file.startsWith("s3://")
        ? await fetchOffsite(file, config.backupS3, config.backupDir)
        : file;
      if (local !== file) io.err(`Fetched ${file} into ${local}.\n`);
      const { manifest, replaced, erasedAgain } = await restoreBackup(database, local, {
        mediaDir: config.mediaDir,
        passphrase: config.backupPassphrase,
        erasureLog: erasureLogIn(config.backupDir),
        ...(replace && { replace: { backupDir: config.backupDir } }),
      });
      if (replaced) io.err(`What was there before is backed up and verified in ${replaced}.\n`);
      if (erasedAgain) {
        io.err(
          `Erased again ${erasedAgain} ${erasedAgain === 1 ? "person" : "people"} erased since the backup was taken.\n`,
        );
      }
      // The archive holds its own run as it was while it ran, never finished: it is the
      // backup just restored. Any other run under way then ended in the old database.
      if (manifest.run !== undefined) {
        await finishBackupRun(database.db, manifest.run, {
          file: basename(local),
          size: (await stat(local)).size,
          verified: true,
          offsite: local === file ? null : file,
          error: null,
          now: new Date(manifest.createdAt),
        });
      }
      await closeOpenBackupRuns(database.db, OPEN_WHEN_TAKEN, new Date());
      await freeRestoredBackupLeases(database);
      await noteAudit(
        database,
        { actor: RESTORED_BY },
        {
          action: "backup-restored",
          target: basename(local),
          detail: `${sizeOf(manifest)}, taken ${manifest.createdAt}${replaced ? `; what was there is in ${basename(replaced)}` : ""}`,
        },
      );
      await io.out(
        `Restored ${file}: ${sizeOf(manifest)}, taken ${manifest.createdAt} (schema ${manifest.migrations.at(-1)}).\n`,
      );
      return 0;
    },
    explained,
    false,
  );
}
