import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { ReplyTemplate } from "../../../app/lib/admin/enquiries.ts";
import type { Database } from "../../db/schema.ts";
import { enqueueMail } from "../../db/outbox.ts";
import { enquiryReply } from "../../mail/enquiry-reply-email.ts";
import { addEnquiryEvent } from "./enquiry-queries.ts";

/**
 * A reply from the console: an e-mail to the visitor in the
 * outbox, sent once by whichever instance claims it (decision 010), the text
 * in the enquiry's history tied to that e-mail, and the status 'replied'. All
 * in the caller's transaction. Null when there is no such enquiry.
 */
export async function addEnquiryReply(
  db: Kysely<Database>,
  reply: { id: string; text: string; actor: string; siteName: string; now?: Date },
): Promise<{ mailId: string; from: string } | null> {
  const enquiry = await db
    .selectFrom("contact_enquiries")
    .select(["id", "name", "email", "subject", "message", "created_at", "status"])
    .where("id", "=", reply.id)
    .executeTakeFirst();
  if (!enquiry) return null;
  const now = reply.now ?? new Date();
  const mailId = await enqueueMail(db, {
    kind: "enquiry-reply",
    enquiryId: enquiry.id,
    message: enquiryReply({
      to: enquiry.email,
      subject: enquiry.subject,
      original: { name: enquiry.name, message: enquiry.message, sentAt: enquiry.created_at },
      text: reply.text,
      replier: reply.actor,
      siteName: reply.siteName,
    }),
    now,
  });
  const event = { enquiry_id: enquiry.id, actor_email: reply.actor, created_at: now.toISOString() };
  await addEnquiryEvent(db, { ...event, kind: "reply", note: reply.text, mail_id: mailId });
  if (enquiry.status !== "replied") {
    await db
      .updateTable("contact_enquiries")
      .set({ status: "replied", spam_at: null })
      .where("id", "=", enquiry.id)
      .execute();
    await addEnquiryEvent(db, {
      ...event,
      kind: "status",
      from_status: enquiry.status,
      to_status: "replied",
    });
  }
  return { mailId, from: enquiry.status };
}

/** The agency's answers, in their order. */
export async function listReplyTemplates(db: Kysely<Database>): Promise<ReplyTemplate[]> {
  const rows = await db
    .selectFrom("reply_templates")
    .select(["id", "title", "body"])
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows;
}

/** Adds an answer at the end of the list, or changes one; false for an unknown id. */
export async function saveReplyTemplate(
  db: Kysely<Database>,
  template: { id: string | null; title: string; body: string },
): Promise<string | null> {
  const updatedAt = new Date().toISOString();
  if (template.id) {
    const result = await db
      .updateTable("reply_templates")
      .set({ title: template.title, body: template.body, updated_at: updatedAt })
      .where("id", "=", template.id)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n ? template.id : null;
  }
  const last = await db
    .selectFrom("reply_templates")
    .select((eb) => eb.fn.max("position").as("position"))
    .executeTakeFirst();
  const id = randomUUID();
  await db
    .insertInto("reply_templates")
    .values({
      id,
      title: template.title,
      body: template.body,
      position: Number(last?.position ?? 0) + 1,
      updated_at: updatedAt,
    })
    .execute();
  return id;
}

/** The title of the answer deleted, or null when there was none. */
export async function deleteReplyTemplate(
  db: Kysely<Database>,
  id: string,
): Promise<string | null> {
  const row = await db
    .selectFrom("reply_templates")
    .select("title")
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  await db.deleteFrom("reply_templates").where("id", "=", id).execute();
  return row.title;
}
