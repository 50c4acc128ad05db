import type { DatabaseHandle } from "./connection.ts";

/**
 * Periodic jobs that must run on one instance at a time (the spam purge;
 * docs/decisions/039-spam-folder.md). The same claim as the outbox's
 * (decision 010): a conditional UPDATE that only succeeds while nobody holds
 * the job's row, or the holder's lease has run out, so of several instances
 * racing exactly one gets it, on SQLite and PostgreSQL alike. The row also
 * says when the job last finished, so the cluster runs it once per interval,
 * not once per instance.
 */

export interface JobLease {
  name: string;
  holder: string;
}

/**
 * Takes the job's lease until `now + leaseMs` when nobody holds it and it last
 * finished at least `everyMs` ago (or never). Null when another instance holds
 * it or it is not due.
 */
export async function claimJobLease(
  database: DatabaseHandle,
  job: { name: string; holder: string; leaseMs: number; everyMs: number; now: Date },
): Promise<JobLease | null> {
  const at = job.now.toISOString();
  const dueBefore = new Date(job.now.getTime() - job.everyMs).toISOString();
  await database.db
    .insertInto("job_leases")
    .values({ name: job.name, holder: null, locked_until: null, last_run_at: null })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const result = await database.db
    .updateTable("job_leases")
    .set({
      holder: job.holder,
      locked_until: new Date(job.now.getTime() + job.leaseMs).toISOString(),
    })
    .where("name", "=", job.name)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", at)]))
    .where((eb) => eb.or([eb("last_run_at", "is", null), eb("last_run_at", "<=", dueBefore)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n ? { name: job.name, holder: job.holder } : null;
}

/** Gives the lease back; `finished` records a completed run (the next is due `everyMs` later). */
export async function releaseJobLease(
  database: DatabaseHandle,
  lease: JobLease,
  { finished, now }: { finished: boolean; now: Date },
): Promise<void> {
  await database.db
    .updateTable("job_leases")
    .set({
      holder: null,
      locked_until: null,
      ...(finished ? { last_run_at: now.toISOString() } : {}),
    })
    .where("name", "=", lease.name)
    .where("holder", "=", lease.holder)
    .execute();
}
