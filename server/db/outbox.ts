import { randomUUID } from "node:crypto";
import { Kysely, type Updateable } from "kysely";
import type { DatabaseHandle } from "./connection.ts";
import type { Database, MailOutboxRow, MailOutboxTable } from "./schema.ts";

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
  /** What the row is: an e-mail ('enquiry-notification'…) or another kind with its own handler ('webhook-delivery'). */
  kind: string;
  /** The payload: an OutboxMessage for an e-mail; a handler's own shape for other kinds. */
  message: OutboxMessage;
}

/** The rows' updates run on the database or inside a caller's transaction (a webhook's log). */
type Target = DatabaseHandle | Kysely<Database>;
const dbOf = (target: Target) => (target instanceof Kysely ? target : target.db);

export async function enqueueMail(
  db: Kysely<Database>,
  mail: { kind: string; enquiryId: string | null; message: OutboxMessage; now: Date },
): Promise<string> {
  return enqueueOutboxRow(db, { ...mail, id: randomUUID(), payload: mail.message });
}

/**
 * Queues a row of any kind: an e-mail (enqueueMail), or a webhook's delivery,
 * whose id is the delivery's own (server/db/webhooks.ts). Due at `now`.
 */
export async function enqueueOutboxRow(
  db: Kysely<Database>,
  row: { id: string; kind: string; enquiryId: string | null; payload: unknown; now: Date },
): Promise<string> {
  const { id } = row;
  const now = row.now.toISOString();
  await db
    .insertInto("mail_outbox")
    .values({
      id,
      kind: row.kind,
      enquiry_id: row.enquiryId,
      payload: JSON.stringify(row.payload),
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
  {
    now,
    leaseMs,
    limit,
    kinds,
  }: {
    now: Date;
    leaseMs: number;
    limit: number;
    /** Only rows of these kinds (a relay without SMTP claims no e-mail); all when absent. */
    kinds?: readonly string[];
  },
): Promise<ClaimedMail[]> {
  const at = now.toISOString();
  const lockedUntil = new Date(now.getTime() + leaseMs).toISOString();
  if (kinds?.length === 0) return [];
  let due = database.db
    .selectFrom("mail_outbox")
    .select("id")
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", at)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", at)]));
  if (kinds) due = due.where("kind", "in", kinds);
  const candidates = await due.orderBy("next_attempt_at").limit(limit).execute();

  const claimed: ClaimedMail[] = [];
  for (const { id } of candidates) {
    const claimToken = randomUUID();
    const row = await database.db
      .updateTable("mail_outbox")
      .set({ claim_token: claimToken, locked_until: lockedUntil })
      .where("id", "=", id)
      .where("status", "=", "pending")
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", at)]))
      .returning(["attempts", "payload", "kind"])
      .executeTakeFirst();
    if (row) {
      claimed.push({
        id,
        claimToken,
        attempts: Number(row.attempts),
        kind: row.kind,
        message: JSON.parse(row.payload) as OutboxMessage,
      });
    }
  }
  return claimed;
}

/**
 * Updates an e-mail this process claimed, and lets go of the claim; false when
 * the claim had expired and been taken over meanwhile (nothing is written then).
 */
async function settleClaim(
  database: Target,
  mail: ClaimedMail,
  values: Updateable<MailOutboxTable>,
): Promise<boolean> {
  const result = await dbOf(database)
    .updateTable("mail_outbox")
    .set({ ...values, claim_token: null, locked_until: null })
    .where("id", "=", mail.id)
    .where("claim_token", "=", mail.claimToken)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records a delivery; false when the claim had expired and been taken over meanwhile. */
export function markMailSent(database: Target, mail: ClaimedMail, now: Date): Promise<boolean> {
  return settleClaim(database, mail, {
    status: "sent",
    sent_at: now.toISOString(),
    attempts: mail.attempts + 1,
    last_error: null,
  });
}

/** Hands back an e-mail claimed but not tried (the process is stopping): due again at once. */
export async function releaseMailClaim(database: DatabaseHandle, mail: ClaimedMail): Promise<void> {
  await settleClaim(database, mail, {});
}

/** Releases a failed e-mail for another attempt at `retryAt`. */
export async function markMailFailed(
  database: Target,
  mail: ClaimedMail,
  { retryAt, error }: { retryAt: Date; error: string },
): Promise<void> {
  await settleClaim(database, mail, {
    attempts: mail.attempts + 1,
    next_attempt_at: retryAt.toISOString(),
    last_error: error.slice(0, 1000),
  });
}

/** Gives up on an e-mail the mail server refuses for good; it stays in the outbox, marked failed. */
export async function markMailUndeliverable(
  database: Target,
  mail: ClaimedMail,
  { error }: { error: string },
): Promise<void> {
  await settleClaim(database, mail, {
    status: "failed",
    attempts: mail.attempts + 1,
    last_error: error.slice(0, 1000),
  });
}

/** Every outbox row, oldest first (tests and operators). */
export async function listOutbox(database: DatabaseHandle): Promise<MailOutboxRow[]> {
  return database.db.selectFrom("mail_outbox").selectAll().orderBy("created_at").execute();
}
