import type { Kysely } from "kysely";
import type { BackupTrigger } from "../../app/admin/backups/backups.ts";
import type { Database } from "./schema.ts";

/**
 * The record of backup runs (migration 029): `npm run backup` starts a row
 * before its snapshot and finishes it with the outcome; the console lists
 * them and the overview reads the newest.
 */

type Db = Kysely<Database>;

/**
 * The longest a backup may take (the scheduled job's lease too): a run not
 * finished by then had its process end under it (killed, the machine
 * restarted) and is no longer under way.
 */
export const BACKUP_RUN_MAX_MS = 6 * 60 * 60_000;

export interface BackupRunRecord {
  id: number;
  startedAt: string;
  finishedAt: string | null;
  file: string | null;
  size: number | null;
  verified: boolean;
  /** Where its archive was copied off the machine (`s3://…`); null when it was not. */
  offsite: string | null;
  error: string | null;
  trigger: BackupTrigger;
  actor: string | null;
}

const recordOf = (row: {
  id: number;
  started_at: string;
  finished_at: string | null;
  file: string | null;
  size: number | string | null;
  verified: number;
  offsite: string | null;
  error: string | null;
  trigger: BackupTrigger;
  actor: string | null;
}): BackupRunRecord => ({
  id: row.id,
  startedAt: row.started_at,
  finishedAt: row.finished_at,
  file: row.file,
  size: row.size === null ? null : Number(row.size),
  verified: Number(row.verified) === 1,
  offsite: row.offsite,
  error: row.error,
  trigger: row.trigger,
  actor: row.actor,
});

/** A run not finished yet and started recently enough to be still under way. */
export const isUnderWay = (run: BackupRunRecord, now: Date) =>
  run.finishedAt === null && Date.parse(run.startedAt) > now.getTime() - BACKUP_RUN_MAX_MS;

/** Starts a run's row; its id. */
export async function insertBackupRun(
  db: Db,
  run: { trigger: BackupTrigger; actor: string | null; now: Date },
): Promise<number> {
  const { id } = await db
    .insertInto("backup_runs")
    .values({ started_at: run.now.toISOString(), trigger: run.trigger, actor: run.actor })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(id);
}

/** Finishes a run's row with its outcome. */
export async function finishBackupRun(
  db: Db,
  id: number,
  outcome: {
    file: string | null;
    size: number | null;
    verified: boolean;
    offsite: string | null;
    error: string | null;
    now: Date;
  },
): Promise<void> {
  await db
    .updateTable("backup_runs")
    .set({
      finished_at: outcome.now.toISOString(),
      file: outcome.file,
      size: outcome.size,
      verified: outcome.verified ? 1 : 0,
      offsite: outcome.offsite,
      error: outcome.error,
    })
    .where("id", "=", id)
    .execute();
}

/** The newest `limit` runs, newest first. */
export async function listBackupRuns(db: Db, limit: number): Promise<BackupRunRecord[]> {
  const rows = await db
    .selectFrom("backup_runs")
    .selectAll()
    .orderBy("started_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map(recordOf);
}

/** Whether a run is under way at `now` (started, not finished, not given up for dead). */
export async function backupRunUnderWay(db: Db, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom("backup_runs")
    .select("id")
    .where("finished_at", "is", null)
    .where("started_at", ">", new Date(now.getTime() - BACKUP_RUN_MAX_MS).toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

/** The newest verified run, if any. */
export async function newestVerifiedRun(db: Db): Promise<BackupRunRecord | null> {
  const row = await db
    .selectFrom("backup_runs")
    .selectAll()
    .where("verified", "=", 1)
    .orderBy("started_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  return row ? recordOf(row) : null;
}

/** The newest run that has ended at `now`: finished, or given up for dead. */
export async function newestEndedRun(db: Db, now: Date): Promise<BackupRunRecord | null> {
  const row = await db
    .selectFrom("backup_runs")
    .selectAll()
    .where((eb) =>
      eb.or([
        eb("finished_at", "is not", null),
        eb("started_at", "<=", new Date(now.getTime() - BACKUP_RUN_MAX_MS).toISOString()),
      ]),
    )
    .orderBy("started_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  return row ? recordOf(row) : null;
}

/**
 * Finishes every run still open, with `reason`: after a restore, the
 * database holds the row of the backup it came from as it was while that
 * backup ran, unfinished.
 */
export async function closeOpenBackupRuns(db: Db, reason: string, now: Date): Promise<number> {
  const result = await db
    .updateTable("backup_runs")
    .set({ finished_at: now.toISOString(), error: reason })
    .where("finished_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
