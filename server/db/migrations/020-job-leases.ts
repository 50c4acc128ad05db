import type { Kysely } from "kysely";

/**
 * Leases for periodic jobs (issue 36, retention): of the instances sharing a
 * database, one at a time runs a job such as the retention purge
 * (server/db/job-leases.ts). A row per job, claimed by a conditional UPDATE
 * until `locked_until`, as the outbox claims its e-mails (decision 010).
 *
 * The same table, with the same columns, is made by the trash's migration of
 * issue 35 for its schedule job; whichever of the two runs first creates it,
 * the other finds it there (`ifNotExists`). So `down` leaves it: another
 * migration may still need it. Portable types only (decision 003).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("job_leases")
    .ifNotExists()
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("claim_token", "text")
    .addColumn("locked_until", "text")
    .execute();
}

export async function down(): Promise<void> {}
