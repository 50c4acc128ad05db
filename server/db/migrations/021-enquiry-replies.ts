import type { Kysely } from "kysely";
import { replyTemplatesSeed } from "../../../app/admin/enquiries/reply-template-seed.ts";

/**
 * Replies from the console. A reply is an e-mail in the
 * outbox (kind `enquiry-reply`) and an event in the enquiry's history (kind
 * `reply`, its text in `note`); `mail_id` ties the event to its e-mail, so the
 * history shows whether it was sent. The agency's answers to common questions
 * are its own rows, seeded with a few the console can change. Portable types
 * only (decision 003).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("enquiry_events").addColumn("mail_id", "text").execute();
  await db.schema
    .createTable("reply_templates")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  const now = new Date().toISOString();
  const templates = db as Kysely<{ reply_templates: Record<string, string | number> }>;
  for (const [index, template] of replyTemplatesSeed.entries()) {
    await templates
      .insertInto("reply_templates")
      .values({
        id: template.id,
        title: template.title,
        body: template.body,
        position: index + 1,
        updated_at: now,
      })
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("reply_templates").execute();
  await db.schema.alterTable("enquiry_events").dropColumn("mail_id").execute();
}
