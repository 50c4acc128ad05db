import type { Kysely } from "kysely";

/**
 * An enquiry's place in its sender's visit (docs/analytics.md, "Enquiries"):
 * a row of `analytics_views` of kind 'enquiry' with the same day's visitor
 * pseudonym as the pages they read, the page it was sent from as its `path`
 * and the enquiry's id in `enquiry_id`. The enquiry itself stores no
 * pseudonym; whether it counts (spam does not) is read from its row, and an
 * erased enquiry's link is deleted with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("analytics_views").addColumn("enquiry_id", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("analytics_views").dropColumn("enquiry_id").execute();
}
