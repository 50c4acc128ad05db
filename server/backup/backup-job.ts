import type { FastifyBaseLogger } from "fastify";
import type { DatabaseHandle } from "../db/connection.ts";
import { BACKUP_RUN_MAX_MS } from "../db/backup-runs.ts";
import { createLeasedJob, type LeasedJob, type LeasedJobTimings } from "../ops/leased-job.ts";
import { backupOutcome, runBackupCommand } from "./backup-runner.ts";
import { backupSchedule, lastScheduled } from "./backup-schedule.ts";

/**
 * The scheduled backup (BACKUP_SCHEDULE, docs/backups.md) in every server
 * process, one instance at a time under the lease `backup`, once after each
 * time the schedule names. It runs the compiled `npm run backup` as a child
 * process (./backup-runner.ts), which records the run as the schedule's. A
 * failed backup is logged with its reason and tried again at the next look.
 */
export type BackupJob = LeasedJob<string>;

const defaultBackupTimings: Omit<LeasedJobTimings, "dueSince"> = {
  firstRunMs: 60_000,
  pollMs: 5 * 60_000,
  // A backup of a large media folder takes minutes; an instance that dies mid-way frees it after.
  leaseMs: BACKUP_RUN_MAX_MS,
};

export function createBackupJob(options: {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  /** BACKUP_SCHEDULE, valid (server/config.ts). */
  schedule: string;
  /** The compiled backup command (`<BUILD_DIR>/node/backup.js`). */
  script: string;
  /** Its environment (./backup-runner.ts, backupCommandEnv): the same database, media and folder. */
  env?: NodeJS.ProcessEnv;
  timings?: Partial<LeasedJobTimings>;
}): BackupJob {
  const schedule = backupSchedule(options.schedule);
  return createLeasedJob({
    name: "backup",
    database: options.database,
    log: options.log,
    timings: {
      ...defaultBackupTimings,
      dueSince: (now) => lastScheduled(schedule, now) ?? null,
      ...options.timings,
    },
    failure: "Backup: the scheduled backup failed; trying again at the next look",
    async run() {
      const outcome = backupOutcome(
        await runBackupCommand(options.script, options.env ?? process.env, {
          trigger: "schedule",
          actor: null,
        }),
      );
      if (!outcome.ok) throw new Error(outcome.reason);
      options.log.info(
        { file: outcome.file, report: outcome.report },
        "Backup: written and verified",
      );
      return outcome.file;
    },
  });
}
