import type { Kysely } from "kysely";

/**
 * The site's own content (docs/decisions/037-site-content.md): one
 * row a document the agency edits as a whole (the settings, each legal page,
 * each page's copy), its value JSON text checked by the console's schema
 * before it is written. `version` counts saves for the console's optimistic
 * check. The rows are seeded with today's copy at start-up
 * (server/content/site-content-seed.ts), one key at a time, so a document
 * added by a later release is seeded then.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("site_documents")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("site_documents").execute();
}
