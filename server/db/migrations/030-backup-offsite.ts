import type { Kysely } from "kysely";

/**
 * Where a backup run's archive was copied off the machine (docs/backups.md,
 * "A copy off the machine"): the object's `s3://bucket/key`, written once the
 * verified archive is uploaded; null when BACKUP_S3_URL is unset or the copy
 * failed (the run's `error` then says why).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("backup_runs").addColumn("offsite", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("backup_runs").dropColumn("offsite").execute();
}
