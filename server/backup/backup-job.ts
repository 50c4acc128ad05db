import { spawn } from "node:child_process";
import type { FastifyBaseLogger } from "fastify";
import type { DatabaseHandle } from "../db/connection.ts";
import { createLeasedJob, type LeasedJob, type LeasedJobTimings } from "../ops/leased-job.ts";
import { backupSchedule, lastScheduled } from "./backup-schedule.ts";

/**
 * The scheduled backup (BACKUP_SCHEDULE, docs/backups.md) in every server
 * process, one instance at a time under the lease `backup`, once after each
 * time the schedule names. It runs the compiled `npm run backup` as a child
 * process: its read transaction, its compression and its verification never
 * hold up the server's requests (on SQLite they share one connection). A
 * failed backup is logged with its reason and tried again at the next look.
 */
export type BackupJob = LeasedJob<string>;

const defaultBackupTimings: Omit<LeasedJobTimings, "dueSince"> = {
  firstRunMs: 60_000,
  pollMs: 5 * 60_000,
  // A backup of a large media folder takes minutes; an instance that dies mid-way frees it after.
  leaseMs: 6 * 60 * 60_000,
};

/** Runs `node <script>` with `env`; its standard output and error, and how it ended. */
function runNode(script: string, env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ["--enable-source-maps", script], {
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}

export function createBackupJob(options: {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  /** BACKUP_SCHEDULE, valid (server/config.ts). */
  schedule: string;
  /** The compiled backup command (`<BUILD_DIR>/node/backup.js`). */
  script: string;
  /** Its environment: the server's own, so it reads the same database, media and folder. */
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
      const { code, stdout, stderr } = await runNode(options.script, options.env ?? process.env);
      const said = stderr.trim().split("\n");
      if (code !== 0) throw new Error(said.at(-1) || `the backup command exited with ${code}`);
      const file = stdout.trim();
      options.log.info({ file, report: said }, "Backup: written and verified");
      return file;
    },
  });
}
