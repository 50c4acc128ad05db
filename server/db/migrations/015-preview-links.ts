import type { Kysely } from "kysely";
import { idColumn } from "./portable.ts";

/**
 * Preview links (docs/decisions/039-preview-links.md): a
 * link that shows a draft project or post to someone without an account.
 * Only the SHA-256 of the link's token is kept (`token_hash`, hex, unique):
 * the token itself is shown once, when the link is made, and is in no row and
 * no log. `item_kind` ('project' | 'post') and `item_id` name the item (no
 * foreign key: the link of an item that is gone answers 410). `expires_at`,
 * `created_at` and `revoked_at` are ISO-8601 text written by the application;
 * `created_by` and `revoked_by` the console users' e-mails. Portable types
 * only (decision 003).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable("preview_links"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("item_kind", "text", (c) => c.notNull())
    .addColumn("item_id", "integer", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("revoked_at", "text")
    .addColumn("revoked_by", "text")
    .execute();
  await db.schema
    .createIndex("preview_links_item")
    .on("preview_links")
    .columns(["item_kind", "item_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("preview_links").execute();
}
