import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { StoredEnquiry } from "../../db/enquiries.ts";
import { enqueueMail, type OutboxMessage } from "../../db/outbox.ts";
import type { Database } from "../../db/schema.ts";

/**
 * 'Not spam' on an enquiry (docs/decisions/041-spam-folder.md): it moves to
 * New, and its notification e-mail, which was held back while it was spam, is
 * queued now. The move is a conditional UPDATE (status still 'spam'), so of two
 * presses, even at once on two instances, one moves it and queues the e-mail;
 * and an enquiry that already has its notification (it was real, then marked
 * spam by hand) does not get a second one.
 */
export async function moveEnquiryOutOfSpam(
  db: Kysely<Database>,
  {
    id,
    actor,
    notification,
    now = new Date(),
  }: {
    id: string;
    actor: string;
    /** Composes the notification; null when enquiry e-mails are off (ENQUIRY_NOTIFY_TO). */
    notification: ((enquiry: StoredEnquiry) => OutboxMessage) | null;
    now?: Date;
  },
): Promise<{ moved: boolean; notified: boolean } | null> {
  const row = await db
    .selectFrom("contact_enquiries")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const moved = await db
    .updateTable("contact_enquiries")
    .set({ status: "new", spam_at: null })
    .where("id", "=", id)
    .where("status", "=", "spam")
    .executeTakeFirst();
  if (moved.numUpdatedRows === 0n) return { moved: false, notified: false };
  await db
    .insertInto("enquiry_events")
    .values({
      id: randomUUID(),
      enquiry_id: id,
      kind: "status",
      from_status: "spam",
      to_status: "new",
      note: null,
      actor_email: actor,
      created_at: now.toISOString(),
      mail_id: null,
    })
    .execute();
  if (!notification) return { moved: true, notified: false };
  const earlier = await db
    .selectFrom("mail_outbox")
    .select("id")
    .where("enquiry_id", "=", id)
    .where("kind", "=", "enquiry-notification")
    .executeTakeFirst();
  if (earlier) return { moved: true, notified: false };
  const enquiry: StoredEnquiry = {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    createdAt: row.created_at,
    status: "new",
    captcha: row.captcha,
    source: { form: row.source_form, page: row.source_page },
  };
  await enqueueMail(db, {
    kind: "enquiry-notification",
    enquiryId: id,
    message: notification(enquiry),
    now,
  });
  return { moved: true, notified: true };
}
