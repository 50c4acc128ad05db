import type { Kysely } from "kysely";

/**
 * The language of the page an enquiry was sent from (decision 049): a
 * language's code (`en`, `de`), read from the page's address; null on
 * enquiries from before, or sent through the API without their page.
 * Portable types only (decision 003).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("contact_enquiries").addColumn("language", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("contact_enquiries").dropColumn("language").execute();
}
