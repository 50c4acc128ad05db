import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { DatabaseHandle } from "./connection.ts";
import type { Database, MailOutboxRow } from "./schema.ts";

/**
 * The e-mail outbox: rows are written in the same transaction as what they
 * announce, and claimed by one relay at a time with a lease, so several server
 * processes sharing a database send each e-mail once (docs/decisions/010).
 */

/** What is stored of an e-mail; the sender, and the recipient unless `to` is given, come from the configuration. */
export interface OutboxMessage {
  /** A console user's own address (invitations, password resets); else the agency's (MAIL_TO). */
  to?: string;
  subject: string;
  text: string;
  replyTo: { name: string; address: string } | null;
  /** Extra headers, e.g. List-Unsubscribe on e-mails to newsletter subscribers. */
  headers?: Record<string, string>;
}

export interface ClaimedMail {
  id: string;
  claimToken: string;
  attempts: number;
  message: OutboxMessage;
}

export async function enqueueMail(
  db: Kysely<Database>,
  mail: { kind: string; enquiryId: string | null; message: OutboxMessage; now: Date },
): Promise<string> {
  const id = randomUUID();
  const now = mail.now.toISOString();
  await db
    .insertInto("mail_outbox")
    .values({
      id,
      kind: mail.kind,
      enquiry_id: mail.enquiryId,
      payload: JSON.stringify(mail.message),
      next_attempt_at: now,
      claim_token: null,
      locked_until: null,
      last_error: null,
      created_at: now,
      sent_at: null,
    })
    .execute();
  return id;
}

/**
 * Claims up to `limit` due e-mails until `now + leaseMs`. Each claim is a
 * conditional UPDATE that only succeeds while the row is unclaimed or its lease
 * has run out, so of two relays racing for a row exactly one gets it, on SQLite
 * and PostgreSQL alike.
 */
export async function claimDueMail(
  database: DatabaseHandle,
  { now, leaseMs, limit }: { now: Date; leaseMs: number; limit: number },
): Promise<ClaimedMail[]> {
  const at = now.toISOString();
  const lockedUntil = new Date(now.getTime() + leaseMs).toISOString();
  const candidates = await database.db
    .selectFrom("mail_outbox")
    .select("id")
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", at)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", at)]))
    .orderBy("next_attempt_at")
    .limit(limit)
    .execute();

  const claimed: ClaimedMail[] = [];
  for (const { id } of candidates) {
    const claimToken = randomUUID();
    const row = await database.db
      .updateTable("mail_outbox")
      .set({ claim_token: claimToken, locked_until: lockedUntil })
      .where("id", "=", id)
      .where("status", "=", "pending")
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", at)]))
      .returning(["attempts", "payload"])
      .executeTakeFirst();
    if (row) {
      claimed.push({
        id,
        claimToken,
        attempts: Number(row.attempts),
        message: JSON.parse(row.payload) as OutboxMessage,
      });
    }
  }
  return claimed;
}

/** Records a delivery; false when the claim had expired and been taken over meanwhile. */
export async function markMailSent(
  database: DatabaseHandle,
  mail: ClaimedMail,
  now: Date,
): Promise<boolean> {
  const result = await database.db
    .updateTable("mail_outbox")
    .set({
      status: "sent",
      sent_at: now.toISOString(),
      attempts: mail.attempts + 1,
      claim_token: null,
      locked_until: null,
      last_error: null,
    })
    .where("id", "=", mail.id)
    .where("claim_token", "=", mail.claimToken)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Hands back an e-mail claimed but not tried (the process is stopping): due again at once. */
export async function releaseMailClaim(database: DatabaseHandle, mail: ClaimedMail): Promise<void> {
  await database.db
    .updateTable("mail_outbox")
    .set({ claim_token: null, locked_until: null })
    .where("id", "=", mail.id)
    .where("claim_token", "=", mail.claimToken)
    .execute();
}

/** Releases a failed e-mail for another attempt at `retryAt`. */
export async function markMailFailed(
  database: DatabaseHandle,
  mail: ClaimedMail,
  { retryAt, error }: { retryAt: Date; error: string },
): Promise<void> {
  await database.db
    .updateTable("mail_outbox")
    .set({
      attempts: mail.attempts + 1,
      next_attempt_at: retryAt.toISOString(),
      claim_token: null,
      locked_until: null,
      last_error: error.slice(0, 1000),
    })
    .where("id", "=", mail.id)
    .where("claim_token", "=", mail.claimToken)
    .execute();
}

/** Gives up on an e-mail the mail server refuses for good; it stays in the outbox, marked failed. */
export async function markMailUndeliverable(
  database: DatabaseHandle,
  mail: ClaimedMail,
  { error }: { error: string },
): Promise<void> {
  await database.db
    .updateTable("mail_outbox")
    .set({
      status: "failed",
      attempts: mail.attempts + 1,
      claim_token: null,
      locked_until: null,
      last_error: error.slice(0, 1000),
    })
    .where("id", "=", mail.id)
    .where("claim_token", "=", mail.claimToken)
    .execute();
}

/** Every outbox row, oldest first (tests and operators). */
export async function listOutbox(database: DatabaseHandle): Promise<MailOutboxRow[]> {
  return database.db.selectFrom("mail_outbox").selectAll().orderBy("created_at").execute();
}
