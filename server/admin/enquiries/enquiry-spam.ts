import type { Kysely } from "kysely";
import {
  enquirySourceOf,
  storedEnquiryOf,
  type EnquiryAlerts,
  type StoredEnquiry,
} from "../../db/enquiries.ts";
import { enqueueMail, type OutboxMessage } from "../../db/outbox.ts";
import type { Database } from "../../db/schema.ts";
import { addEnquiryEvent } from "./enquiry-queries.ts";

/**
 * 'Not spam' on an enquiry (docs/decisions/041-spam-folder.md): it moves to
 * New, and its notification e-mail, which was held back while it was spam, is
 * queued now. The move is a conditional UPDATE (status still 'spam'), so of two
 * presses, even at once on two instances, one moves it and queues the e-mail;
 * and an enquiry that already has its notification (it was real, then marked
 * spam by hand) does not get a second one. Its lead alerts, held back as well,
 * are queued now too, unless it had them before.
 */
export async function moveEnquiryOutOfSpam(
  db: Kysely<Database>,
  {
    id,
    actor,
    notification,
    alerts = null,
    now = new Date(),
  }: {
    id: string;
    actor: string;
    /** Composes the notification; null when enquiry e-mails are off (ENQUIRY_NOTIFY_TO). */
    notification: ((enquiry: StoredEnquiry) => OutboxMessage) | null;
    /** Queues its lead alerts (server/webhooks/lead-alerts.ts); none when absent. */
    alerts?: EnquiryAlerts | null;
    now?: Date;
  },
): Promise<{ moved: boolean; notified: boolean; alerts: number } | null> {
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
  if (moved.numUpdatedRows === 0n) return { moved: false, notified: false, alerts: 0 };
  await addEnquiryEvent(db, {
    enquiry_id: id,
    kind: "status",
    from_status: "spam",
    to_status: "new",
    actor_email: actor,
    created_at: now.toISOString(),
  });
  const enquiry: StoredEnquiry = {
    ...storedEnquiryOf(row),
    status: "new",
    source: enquirySourceOf(row),
  };
  const alerted = alerts && !(await hadAlerts(db, id)) ? await alerts(db, enquiry, now) : 0;
  if (!notification) return { moved: true, notified: false, alerts: alerted };
  const earlier = await db
    .selectFrom("mail_outbox")
    .select("id")
    .where("enquiry_id", "=", id)
    .where("kind", "=", "enquiry-notification")
    .executeTakeFirst();
  if (earlier) return { moved: true, notified: false, alerts: alerted };
  await enqueueMail(db, {
    kind: "enquiry-notification",
    enquiryId: id,
    message: notification(enquiry),
    now,
  });
  return { moved: true, notified: true, alerts: alerted };
}

/** Whether lead alerts were ever queued for this enquiry (it was real before it was spam). */
async function hadAlerts(db: Kysely<Database>, id: string): Promise<boolean> {
  const delivery = await db
    .selectFrom("webhook_deliveries")
    .select("id")
    .where("enquiry_id", "=", id)
    .executeTakeFirst();
  return delivery !== undefined;
}
