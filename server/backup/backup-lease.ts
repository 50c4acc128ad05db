import { claimJobLease, freeJobLeases, releaseJobLease, renewJobLease } from "../db/job-leases.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { BackupError } from "./backup-archive.ts";

/**
 * One backup at a time, however it was started (the schedule on any
 * instance, 'Back up now', by hand): each `npm run backup` holds the lease
 * `backup-run` (server/db/job-leases.ts) while it runs, renewed every
 * RENEW_MS, so a second is refused at once, never written beside the first,
 * and a process that died frees it within LEASE_MS.
 */
const NAME = "backup-run";
const LEASE_MS = 2 * 60_000;
const RENEW_MS = 30_000;

/** A held run lease; `release` hands it back once the run is over. */
export interface BackupLease {
  release(): Promise<void>;
}

export async function holdBackupLease(database: DatabaseHandle): Promise<BackupLease> {
  const lease = await claimJobLease(database, { name: NAME, now: new Date(), leaseMs: LEASE_MS });
  if (!lease) {
    throw new BackupError(
      "Another backup is running: this one was not started. Take it again once that one is done (the console's Backups page shows it).",
    );
  }
  const timer = setInterval(() => {
    renewJobLease(database, lease, { leaseMs: LEASE_MS }).catch(() => {});
  }, RENEW_MS);
  timer.unref();
  return {
    async release() {
      clearInterval(timer);
      await releaseJobLease(database, lease).catch(() => {});
    },
  };
}

/**
 * A restored database's backup leases freed: its archive was taken under
 * them (the run's, and the scheduled job's when the schedule took it).
 */
export function freeRestoredBackupLeases(database: DatabaseHandle): Promise<void> {
  return freeJobLeases(database, [NAME, "backup"]);
}
