import type { DatabaseHandle } from "./connection.ts";
import type { OutboxStatus } from "./schema.ts";

/** Where an enquiry's notification e-mail stands, as the operator CLI shows it. */
export interface NotificationState {
  status: OutboxStatus;
  attempts: number;
  /** The last failure: the mail server's answer or the network error. */
  error: string | null;
}

/** The notification e-mail of each enquiry that has one, by enquiry id. */
export async function notificationsByEnquiry(
  database: DatabaseHandle,
): Promise<Map<string, NotificationState>> {
  const rows = await database.db
    .selectFrom("mail_outbox")
    .select(["enquiry_id", "status", "attempts", "last_error", "created_at"])
    .where("enquiry_id", "is not", null)
    .where("kind", "=", "enquiry-notification")
    .orderBy("created_at")
    .execute();
  // Later rows win: an enquiry has one notification, unless one is ever re-sent.
  return new Map(
    rows.map((row) => [
      row.enquiry_id!,
      { status: row.status, attempts: Number(row.attempts), error: row.last_error },
    ]),
  );
}
