import { stat } from "node:fs/promises";
import { basename } from "node:path";
import { formatBytes } from "../../app/lib/admin/media.ts";
import { audited } from "../admin/audited.ts";
import { finishBackupRun, insertBackupRun } from "../db/backup-runs.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { auditActorOf, type BackupStarter } from "./backup-trigger.ts";

/** The longest reason a run keeps: one line, as the command prints it. */
const MAX_ERROR = 500;

/** A reason as the record keeps it: its first line, cut short. */
const oneLine = (reason: string) => (reason.split("\n")[0] ?? "").trim().slice(0, MAX_ERROR);

/** A run under way, told what it reached; `finish` writes its outcome and its audit entry. */
export interface BackupRun {
  /** Its `backup_runs` row, named in the archive's manifest. */
  id: number;
  /** The archive is named in BACKUP_DIR. */
  written(file: string): Promise<void>;
  /** The archive restored into a scratch database and matched its manifest. */
  verified(): void;
  /** The archive was copied off the machine, to this `s3://` address. */
  copiedOff(url: string): void;
  /** The run's outcome (null: it succeeded, else the one-line reason) and its audit entry. */
  finish(error: string | null): Promise<void>;
}

/**
 * Starts the record of one `npm run backup` (server/db/backup-runs.ts),
 * before its snapshot: the archive holds its own run unfinished, never its
 * outcome. The finished run and its audit entry ('backup-taken' or
 * 'backup-failed', naming the owner, the scheduled job or the command line)
 * are written in one transaction.
 */
export async function startBackupRun(
  database: DatabaseHandle,
  starter: BackupStarter,
  now = new Date(),
): Promise<BackupRun> {
  const id = await insertBackupRun(database.db, { ...starter, now });
  let file: string | null = null;
  let size: number | null = null;
  let verified = false;
  let offsite: string | null = null;
  return {
    id,
    async written(path) {
      file = basename(path);
      size = (await stat(path)).size;
    },
    verified() {
      verified = true;
    },
    copiedOff(url) {
      offsite = url;
    },
    async finish(error) {
      const reason = error === null ? null : oneLine(error) || "The backup failed.";
      await audited(
        database,
        { actor: auditActorOf(starter) },
        (trx) =>
          finishBackupRun(trx, id, {
            file,
            size,
            verified,
            offsite,
            error: reason,
            now: new Date(),
          }),
        () =>
          reason === null
            ? {
                action: "backup-taken",
                target: file,
                detail: `${formatBytes(size ?? 0)}, verified${offsite ? `, copied to ${offsite}` : ""}`,
              }
            : { action: "backup-failed", target: file, detail: reason },
      );
    },
  };
}
