import { randomUUID } from "node:crypto";
import type { DatabaseHandle } from "./connection.ts";

/**
 * Leases for periodic jobs (migrations 014 and 018): of the instances sharing
 * a database, one at a time runs a job (the schedule and the trash's purge,
 * the spam purge). A claim is the outbox's (./outbox.ts, decision 010): a
 * conditional UPDATE that succeeds only while the lease is free or has run
 * out, so of two instances racing for it exactly one gets it, on SQLite and
 * PostgreSQL alike. A process that dies mid-run holds it until `locked_until`.
 * A job due once an interval across the cluster (not once per instance) says
 * `everyMs`: the row keeps when it last finished.
 */
export interface JobLease {
  name: string;
  token: string;
}

/**
 * The lease of job `name` until `now + leaseMs`, or null while another
 * instance holds it, or (with `everyMs`) while its last finished run is more
 * recent than that, or (with `dueSince`, a schedule's latest time) while its
 * last finished run is not older than that time. A scheduled job's row starts
 * as if it had just run: its first run is at the schedule's next time.
 */
export async function claimJobLease(
  database: DatabaseHandle,
  {
    name,
    now,
    leaseMs,
    everyMs,
    dueSince,
  }: { name: string; now: Date; leaseMs: number; everyMs?: number; dueSince?: Date | null },
): Promise<JobLease | null> {
  const at = now.toISOString();
  // The job's row, once: a second instance inserting it at the same moment changes nothing.
  await database.db
    .insertInto("job_leases")
    .values({
      name,
      claim_token: null,
      locked_until: null,
      last_run_at: dueSince === undefined ? null : at,
    })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const token = randomUUID();
  let claim = database.db
    .updateTable("job_leases")
    .set({ claim_token: token, locked_until: new Date(now.getTime() + leaseMs).toISOString() })
    .where("name", "=", name)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", at)]));
  if (everyMs !== undefined) {
    const dueBefore = new Date(now.getTime() - everyMs).toISOString();
    claim = claim.where((eb) =>
      eb.or([eb("last_run_at", "is", null), eb("last_run_at", "<=", dueBefore)]),
    );
  }
  if (dueSince !== undefined) {
    if (!dueSince) return null;
    claim = claim.where("last_run_at", "<", dueSince.toISOString());
  }
  const result = await claim.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? { name, token } : null;
}

/**
 * Hands the lease back at once (the run is over), unless it ran out and was
 * taken meanwhile; `finished` records a completed run for `everyMs`.
 */
export async function releaseJobLease(
  database: DatabaseHandle,
  lease: JobLease,
  { finished = false, now = new Date() }: { finished?: boolean; now?: Date } = {},
): Promise<void> {
  await database.db
    .updateTable("job_leases")
    .set({
      claim_token: null,
      locked_until: null,
      ...(finished ? { last_run_at: now.toISOString() } : {}),
    })
    .where("name", "=", lease.name)
    .where("claim_token", "=", lease.token)
    .execute();
}

/**
 * Keeps a held lease `leaseMs` more from `now`, for a run that lasts longer
 * than it can say in advance: renewed while the run is alive, the lease of a
 * process that died runs out soon after. False when it was lost meanwhile.
 */
export async function renewJobLease(
  database: DatabaseHandle,
  lease: JobLease,
  { now = new Date(), leaseMs }: { now?: Date; leaseMs: number },
): Promise<boolean> {
  const result = await database.db
    .updateTable("job_leases")
    .set({ locked_until: new Date(now.getTime() + leaseMs).toISOString() })
    .where("name", "=", lease.name)
    .where("claim_token", "=", lease.token)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Frees the named leases whoever holds them: after a restore, the database
 * holds the leases its backup's own run held then, by a process not of this
 * database's life.
 */
export async function freeJobLeases(database: DatabaseHandle, names: string[]): Promise<void> {
  await database.db
    .updateTable("job_leases")
    .set({ claim_token: null, locked_until: null })
    .where("name", "in", names)
    .execute();
}
