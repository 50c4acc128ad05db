import type { Kysely } from "kysely";

/**
 * The spam folder (docs/decisions/041-spam-folder.md): on enquiries
 * and comments, the spam score and its reasons (JSON text), the hash of the
 * normalised message (the "same text sent again" signal), and when the row was
 * filed as spam (spam is purged 30 days after); and `job_leases` (migration
 * 014) learns when a job last finished. Portable types
 * only (decision 003): ISO-8601 text timestamps, integer score.
 *
 * Rows already marked spam by hand count as filed now, so they get their 30
 * days from the upgrade rather than vanishing at the first purge.
 */
const TABLES = ["contact_enquiries", "blog_comments"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn("spam_score", "integer").execute();
    await db.schema.alterTable(table).addColumn("spam_reasons", "text").execute();
    await db.schema.alterTable(table).addColumn("message_hash", "text").execute();
    await db.schema.alterTable(table).addColumn("spam_at", "text").execute();
    await db.schema
      .createIndex(`${table}_message_hash`)
      .on(table)
      .columns(["message_hash", "created_at"])
      .execute();
    await db.schema
      .createIndex(`${table}_spam_at`)
      .on(table)
      .columns(["status", "spam_at"])
      .execute();
  }
  const rows = db as Kysely<Record<(typeof TABLES)[number], { status: string; spam_at: string }>>;
  const now = new Date().toISOString();
  for (const table of TABLES) {
    await rows.updateTable(table).set({ spam_at: now }).where("status", "=", "spam").execute();
  }

  // Migration 014's leases, with when a job last finished: the purge is due once an hour
  // across the cluster, not once per instance.
  await db.schema.alterTable("job_leases").addColumn("last_run_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("job_leases").dropColumn("last_run_at").execute();
  for (const table of TABLES) {
    await db.schema.dropIndex(`${table}_spam_at`).execute();
    await db.schema.dropIndex(`${table}_message_hash`).execute();
    for (const column of ["spam_at", "message_hash", "spam_reasons", "spam_score"]) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}
