import { randomUUID } from "node:crypto";
import type { DatabaseHandle } from "./connection.ts";

/**
 * Leases for periodic jobs (migration 014): of the instances sharing a
 * database, one at a time runs a job. A claim is the outbox's (./outbox.ts):
 * a conditional UPDATE that succeeds only while the lease is free or has run
 * out, so of two instances racing for it exactly one gets it, on SQLite and
 * PostgreSQL alike. A process that dies mid-run holds it until `locked_until`.
 */
export interface JobLease {
  name: string;
  token: string;
}

/** The lease of job `name` until `now + leaseMs`, or null while another instance holds it. */
export async function claimJobLease(
  database: DatabaseHandle,
  { name, now, leaseMs }: { name: string; now: Date; leaseMs: number },
): Promise<JobLease | null> {
  const at = now.toISOString();
  // The job's row, once: a second instance inserting it at the same moment changes nothing.
  await database.db
    .insertInto("job_leases")
    .values({ name, claim_token: null, locked_until: null })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const token = randomUUID();
  const result = await database.db
    .updateTable("job_leases")
    .set({ claim_token: token, locked_until: new Date(now.getTime() + leaseMs).toISOString() })
    .where("name", "=", name)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", at)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? { name, token } : null;
}

/** Hands the lease back at once (the run is over), unless it ran out and was taken meanwhile. */
export async function releaseJobLease(database: DatabaseHandle, lease: JobLease): Promise<void> {
  await database.db
    .updateTable("job_leases")
    .set({ claim_token: null, locked_until: null })
    .where("name", "=", lease.name)
    .where("claim_token", "=", lease.token)
    .execute();
}
