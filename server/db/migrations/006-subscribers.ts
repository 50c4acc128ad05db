import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";

/**
 * Newsletter double opt-in and the enquiry's source form (docs/newsletter.md).
 * Portable as in 001 (docs/decisions/003): text keys and ISO-8601 UTC text
 * timestamps, plain text statuses.
 *
 * A subscription is 'pending' until its confirmation link is opened
 * ('confirmed'); it may be 'unsubscribed', or 'expired' when it was never
 * confirmed (server/db/newsletter.ts). Only the SHA-256 of the one-time
 * confirmation token is kept; the unsubscribe token is kept as it is, because
 * every later e-mail to the subscriber carries it.
 *
 * Addresses stored before this migration signed up with the single opt-in form
 * that came before: they stay subscribed ('confirmed' with no confirmed_at, which is
 * how the console tells them apart) and get an unsubscribe token.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("newsletter_subscriptions")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("confirmed"))
    .execute();
  for (const column of [
    "confirm_token_hash",
    "unsubscribe_token",
    "expires_at",
    "confirm_sent_at",
    "confirmed_at",
    "unsubscribed_at",
    "updated_at",
  ]) {
    await db.schema.alterTable("newsletter_subscriptions").addColumn(column, "text").execute();
  }
  // NULLs never collide: confirmed and expired rows carry no confirmation token.
  await db.schema
    .createIndex("newsletter_subscriptions_confirm_token")
    .unique()
    .on("newsletter_subscriptions")
    .column("confirm_token_hash")
    .execute();
  await db.schema
    .createIndex("newsletter_subscriptions_unsubscribe_token")
    .unique()
    .on("newsletter_subscriptions")
    .column("unsubscribe_token")
    .execute();
  await db.schema
    .createIndex("newsletter_subscriptions_status")
    .on("newsletter_subscriptions")
    .columns(["status", "created_at"])
    .execute();

  const existing = db as unknown as Kysely<{
    newsletter_subscriptions: { id: string; unsubscribe_token: string | null };
  }>;
  const rows = await existing.selectFrom("newsletter_subscriptions").select("id").execute();
  for (const { id } of rows) {
    await existing
      .updateTable("newsletter_subscriptions")
      .set({ unsubscribe_token: randomBytes(32).toString("base64url") })
      .where("id", "=", id)
      .execute();
  }

  // Which form an enquiry came from: the form's variant ('get-in-touch',
  // 'talk-to-us', 'services') and the page it was sent from ('/home-two/services').
  await db.schema.alterTable("contact_enquiries").addColumn("source_form", "text").execute();
  await db.schema.alterTable("contact_enquiries").addColumn("source_page", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("contact_enquiries").dropColumn("source_page").execute();
  await db.schema.alterTable("contact_enquiries").dropColumn("source_form").execute();
  await db.schema.dropIndex("newsletter_subscriptions_status").execute();
  await db.schema.dropIndex("newsletter_subscriptions_unsubscribe_token").execute();
  await db.schema.dropIndex("newsletter_subscriptions_confirm_token").execute();
  for (const column of [
    "updated_at",
    "unsubscribed_at",
    "confirmed_at",
    "confirm_sent_at",
    "expires_at",
    "unsubscribe_token",
    "confirm_token_hash",
    "status",
  ]) {
    await db.schema.alterTable("newsletter_subscriptions").dropColumn(column).execute();
  }
}
