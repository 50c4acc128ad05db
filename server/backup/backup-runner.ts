import { spawn } from "node:child_process";
import type { Config } from "../config.ts";
import { starterEnv, type BackupStarter } from "./backup-trigger.ts";

/**
 * Starts the compiled `npm run backup` (`<BUILD_DIR>/node/backup.js`) as a
 * process of its own, as the scheduled job and 'Back up now' both do: its
 * read transaction, compression and verification never hold up the server's
 * requests (on SQLite they would share one connection).
 */

/** How the command ended: its exit code, and what it printed. */
export interface BackupCommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The command's environment: the server's own, with the database, media
 * folder and backup settings the server runs on, so the command backs up
 * what the server serves, whatever the configuration was read from.
 */
export function backupCommandEnv(config: Config, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const base = { ...env };
  delete base.BACKUP_TRIGGER;
  delete base.BACKUP_ACTOR;
  delete base.BACKUP_PASSPHRASE;
  delete base.BACKUP_S3_URL;
  delete base.BACKUP_S3_ENDPOINT;
  return {
    ...base,
    DATABASE_URL: config.databaseUrl,
    MEDIA_DIR: config.mediaDir,
    BACKUP_DIR: config.backupDir,
    BACKUP_KEEP: String(config.backupKeep),
    ...(config.backupPassphrase && { BACKUP_PASSPHRASE: config.backupPassphrase }),
    ...(config.backupS3 && {
      BACKUP_S3_URL: config.backupS3.url,
      BACKUP_S3_REGION: config.backupS3.region,
      ...(config.backupS3.endpoint && { BACKUP_S3_ENDPOINT: config.backupS3.endpoint }),
    }),
  };
}

/** Runs `node <script>` with `env` and who started it; resolves once it ends. */
export function runBackupCommand(
  script: string,
  env: NodeJS.ProcessEnv,
  starter: BackupStarter,
): Promise<BackupCommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--enable-source-maps", script], {
      env: { ...env, ...starterEnv(starter) },
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

/** The archive written, and the command's report; or its last line, the reason it failed. */
export function backupOutcome(
  result: BackupCommandResult,
): { ok: true; file: string; report: string[] } | { ok: false; reason: string } {
  const said = result.stderr.trim().split("\n");
  if (result.code !== 0) {
    return { ok: false, reason: said.at(-1) || `the backup command exited with ${result.code}` };
  }
  return { ok: true, file: result.stdout.trim(), report: said };
}
