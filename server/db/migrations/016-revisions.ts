import type { Kysely } from "kysely";
import { idColumn } from "./portable.ts";

/**
 * The revisions: every console save of a project, post,
 * service, page's copy or legal page keeps what it saved, written in the
 * save's own transaction (server/admin/revisions/). `kind` is the item's
 * kind (project, post, service, page, legal) and `item_key` its id or name
 * ("12", "home", "terms"); `fields_json` is the JSON snapshot of the item's
 * editable fields as saved, `changed_json` the JSON array of the fields that
 * save changed. `restored_from` names the revision a 'Restore this version'
 * brought back (null for an ordinary save). Pruned on save: a revision goes
 * once it is both older than 90 days and beyond the 50 newest of its item.
 * Portable types only (decision 003): ISO-8601 text dates.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable("revisions"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("item_key", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "text")
    .addColumn("fields_json", "text", (c) => c.notNull())
    .addColumn("changed_json", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("restored_from", "integer")
    .execute();
  await db.schema
    .createIndex("revisions_item")
    .on("revisions")
    .columns(["kind", "item_key", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("revisions").execute();
}
