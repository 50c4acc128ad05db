import type { Kysely } from "kysely";

/**
 * A translated project's or post's own address in its language (decision
 * 049): `/blog/<its slug>`, `/projects/<its slug>`, without the language's
 * prefix. One thing a language has at an address, so a slug taken within the
 * language is refused by the database too; null for every translation that
 * has no address of its own (a page's copy, a service). Portable types only
 * (decision 003).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("translations").addColumn("address", "text").execute();
  await db.schema
    .createIndex("translations_address")
    .on("translations")
    .columns(["language", "address"])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("translations_address").execute();
  await db.schema.alterTable("translations").dropColumn("address").execute();
}
