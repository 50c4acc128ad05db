import type { Kysely } from "kysely";

/**
 * The language of the page a comment or a newsletter sign-up was sent from
 * (decision 049), as an enquiry's is (migration 026): a language's code, read
 * from the page's address; null on those from before. Portable types only
 * (decision 003).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("blog_comments").addColumn("language", "text").execute();
  await db.schema.alterTable("newsletter_subscriptions").addColumn("language", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("newsletter_subscriptions").dropColumn("language").execute();
  await db.schema.alterTable("blog_comments").dropColumn("language").execute();
}
