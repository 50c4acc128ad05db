import type { Kysely } from "kysely";

/**
 * Idempotency keys get a table of their own: each key remembers a
 * fingerprint of the submission it stored, so the same key with a different
 * body can be refused, and it expires after 24 hours, so a key can be used
 * again later. The rows' own idempotency_key columns (002) stay for rows
 * stored before this migration; new rows leave them empty.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("idempotency_keys")
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("fingerprint", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("idempotency_keys_pk", ["scope", "key"])
    .execute();
  await db.schema
    .createIndex("idempotency_keys_created_at")
    .on("idempotency_keys")
    .column("created_at")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("idempotency_keys").execute();
}
