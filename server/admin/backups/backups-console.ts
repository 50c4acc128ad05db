import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { Readable } from "node:stream";
import type {
  BackupRunRow,
  BackupScheduleView,
  BackupsConsole,
} from "../../../app/admin/backups/backups.ts";
import { backupsCopy } from "../../../app/admin/backups/backups-words.ts";
import { formatBytes } from "../../../app/lib/admin/media.ts";
import { listBackupFiles } from "../../backup/backup-files.ts";
import { backupOutcome, runBackupCommand } from "../../backup/backup-runner.ts";
import {
  backupSchedule,
  nextScheduled,
  scheduleInWords,
  secondLastScheduled,
} from "../../backup/backup-schedule.ts";
import {
  backupRunUnderWay,
  isUnderWay,
  listBackupRuns,
  newestEndedRun,
  newestVerifiedRun,
  type BackupRunRecord,
} from "../../db/backup-runs.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { noteAudit } from "../audited.ts";
import type { ConsoleSession } from "../console-session.ts";
import { requireRole } from "../require-role.ts";

/** How many runs the page lists, newest first (one a day: over three months). */
const LISTED_RUNS = 100;

/** Where the outcome of a backup started here is told (the server's log). */
interface BackupLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** A run as the page shows it, at `now`: one never finished and long started has stopped. */
function rowOf(run: BackupRunRecord, stored: Set<string>, now: Date): BackupRunRow {
  const running = isUnderWay(run, now);
  const error = run.error ?? (run.finishedAt === null && !running ? backupsCopy.stopped : null);
  return {
    id: run.id,
    startedAt: run.startedAt,
    // Verified and kept, though a later step failed (the copy off the machine, the pruning).
    state: running ? "running" : run.verified || !error ? "verified" : "failed",
    file: run.file,
    size: run.size,
    error,
    trigger: run.trigger,
    actor: run.actor,
    stored: run.file !== null && stored.has(run.file),
    offsite: run.offsite,
  };
}

/** What the backups page runs on: the configuration's BACKUP_* and the compiled command. */
export interface BackupsOptions {
  /** BACKUP_DIR. */
  dir: string;
  /** BACKUP_KEEP. */
  keep: number;
  /** BACKUP_S3_URL; null when backups stay on the machine. */
  offsite: string | null;
  /** BACKUP_SCHEDULE, valid; null when off. */
  schedule: string | null;
  /** The compiled `npm run backup` (`<BUILD_DIR>/node/backup.js`); null where there is none. */
  script: string | null;
  /** Its environment (server/backup/backup-runner.ts, backupCommandEnv). */
  env: NodeJS.ProcessEnv;
  log?: BackupLog;
}

/**
 * The backups of the site for one request (/admin/backups): owners list the
 * runs (server/db/backup-runs.ts) beside the archives in BACKUP_DIR, start
 * one with 'Back up now' (the compiled command as a process of its own, as
 * the scheduled job runs it, recorded as the owner's), download an archive
 * (audited 'backup-downloaded'), and read the overview's warning. Editors
 * get 403.
 */
export function backupsConsole(
  database: DatabaseHandle,
  session: ConsoleSession,
  options: BackupsOptions,
): BackupsConsole {
  const schedule = options.schedule ? backupSchedule(options.schedule) : null;

  const scheduleView = (now: Date): BackupScheduleView | null =>
    schedule && options.schedule
      ? {
          expression: options.schedule,
          words: scheduleInWords(options.schedule),
          next: nextScheduled(schedule, now)?.toISOString() ?? null,
        }
      : null;

  return requireRole<BackupsConsole>(session, "owner", {
    async list() {
      const now = new Date();
      const [runs, files] = await Promise.all([
        listBackupRuns(database.db, LISTED_RUNS),
        listBackupFiles(options.dir),
      ]);
      const stored = new Set(files.map((file) => file.name));
      const recorded = new Set(runs.map((run) => run.file));
      // An archive no run recorded: taken before the record was kept, or by a restore's --replace.
      const unrecorded: BackupRunRow[] = files
        .filter((file) => !recorded.has(file.name))
        .map((file) => ({
          id: null,
          startedAt: file.takenAt,
          state: "unrecorded",
          file: file.name,
          size: file.size,
          error: null,
          trigger: null,
          actor: null,
          stored: true,
          offsite: null,
        }));
      const rows = [...runs.map((run) => rowOf(run, stored, now)), ...unrecorded].sort(
        (a, b) => b.startedAt.localeCompare(a.startedAt) || (b.id ?? 0) - (a.id ?? 0),
      );
      return {
        runs: rows,
        schedule: scheduleView(now),
        dir: options.dir,
        keep: options.keep,
        offsite: options.offsite,
        running: rows.some((row) => row.state === "running"),
      };
    },

    async backUpNow(me) {
      const { script, log } = options;
      if (!script) return "unavailable";
      // Two at once would each be whole, but one is what was asked for; the command records it.
      if (await backupRunUnderWay(database.db, new Date())) return "running";
      // Not awaited: the command outlives this request and records its own outcome.
      runBackupCommand(script, options.env, { trigger: "console", actor: me.email })
        .then((result) => {
          const outcome = backupOutcome(result);
          if (outcome.ok) {
            log?.info({ file: outcome.file, by: me.email }, "Backup: written and verified");
          } else {
            log?.warn({ reason: outcome.reason, by: me.email }, "Backup: 'Back up now' failed");
          }
        })
        .catch((error: unknown) =>
          log?.warn({ err: error, by: me.email }, "Backup: 'Back up now' could not start"),
        );
      return "started";
    },

    async download(me, file) {
      // Only a name BACKUP_DIR lists as an archive: never a path, nor any other file there.
      const found = (await listBackupFiles(options.dir)).find((listed) => listed.name === file);
      if (!found) return null;
      const handle = await open(found.path, "r").catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return null;
        throw error;
      });
      if (!handle) return null;
      try {
        const { size } = await handle.stat();
        await noteAudit(
          database,
          { actor: me.email, ip: session.ip },
          { action: "backup-downloaded", target: found.name, detail: formatBytes(size) },
        );
        const stream = createReadStream(found.path, { fd: handle });
        return {
          file: found.name,
          size,
          body: Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array>,
        };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async warning() {
      const now = new Date();
      const [ended, verified] = await Promise.all([
        newestEndedRun(database.db, now),
        schedule ? newestVerifiedRun(database.db) : null,
      ]);
      const endedRow = ended ? rowOf(ended, new Set(), now) : null;
      // Unverified, or verified with a later step failed (its copy off the machine): both warn.
      const failed = endedRow?.error ? { at: endedRow.startedAt, error: endedRow.error } : null;
      // Two scheduled times have passed since the newest verified backup.
      const due = schedule ? secondLastScheduled(schedule, now) : undefined;
      const overdue =
        verified && due && Date.parse(verified.startedAt) < due.getTime()
          ? { lastVerifiedAt: verified.startedAt }
          : null;
      return failed || overdue ? { failed, overdue } : null;
    },
  });
}
