import type { Kysely } from "kysely";

/**
 * Enquiries end to end: idempotent submissions and the captcha outcome
 * on enquiries, the e-mail outbox, newsletter subscriptions and blog comments.
 * Portable as in 001 (docs/decisions/003): UUID text keys made by the
 * application, ISO-8601 UTC text timestamps.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("contact_enquiries").addColumn("idempotency_key", "text").execute();
  // 'off' (captcha not configured), 'passed', or 'unverified' (the verify
  // service could not be reached; the agency should review the enquiry).
  await db.schema
    .alterTable("contact_enquiries")
    .addColumn("captcha", "text", (c) => c.notNull().defaultTo("off"))
    .execute();
  // NULLs never collide, so requests without an Idempotency-Key are unaffected.
  await db.schema
    .createIndex("contact_enquiries_idempotency_key")
    .unique()
    .on("contact_enquiries")
    .column("idempotency_key")
    .execute();

  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("enquiry_id", "text", (c) =>
      c.references("contact_enquiries.id").onDelete("cascade"),
    )
    // The message as JSON (subject, text, reply-to); sender and recipient are
    // read from the configuration when it is sent, so a corrected address applies.
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("claim_token", "text")
    .addColumn("locked_until", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .execute();
  await db.schema
    .createIndex("mail_outbox_due")
    .on("mail_outbox")
    .columns(["status", "next_attempt_at"])
    .execute();

  await db.schema
    .createTable("newsletter_subscriptions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("captcha", "text", (c) => c.notNull().defaultTo("off"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("blog_comments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("post_slug", "text")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("option", "text")
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("captcha", "text", (c) => c.notNull().defaultTo("off"))
    .addColumn("idempotency_key", "text", (c) => c.unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("blog_comments_moderation")
    .on("blog_comments")
    .columns(["status", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("blog_comments").execute();
  await db.schema.dropTable("newsletter_subscriptions").execute();
  await db.schema.dropTable("mail_outbox").execute();
  await db.schema.dropIndex("contact_enquiries_idempotency_key").execute();
  await db.schema.alterTable("contact_enquiries").dropColumn("captcha").execute();
  await db.schema.alterTable("contact_enquiries").dropColumn("idempotency_key").execute();
}
