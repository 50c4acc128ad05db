import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { NewsletterContext } from "../../app/lib/newsletter-context.ts";
import type { DatabaseHandle } from "./connection.ts";
import { enqueueMail, type OutboxMessage } from "./outbox.ts";
import type { CaptchaResult, Database } from "./schema.ts";

/**
 * Newsletter subscriptions with double opt-in (docs/newsletter.md).
 *
 * A sign-up stores the address as 'pending' and, in the same transaction,
 * queues a confirmation e-mail in the outbox with a one-time link. Opening it
 * makes the subscription 'confirmed'. Unconfirmed ones expire after
 * CONFIRM_WINDOW_MS: they are marked 'expired' (the link then says so; they
 * are not subscribers) and deleted EXPIRED_KEPT_MS later. Every e-mail carries
 * the subscriber's unsubscribe link; using it marks them 'unsubscribed'.
 *
 * A sign-up always gets the same answer, so the form reveals nothing about who
 * is subscribed; one address is one row.
 */

export const CONFIRM_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** A repeat sign-up of a pending address sends a new link at most this often. */
export const RESEND_AFTER_MS = 60 * 60 * 1000;
/** How long an expired (never confirmed) address is kept before it is deleted. */
export const EXPIRED_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/** The links a subscriber's e-mails carry. */
export interface SubscriberLinks {
  email: string;
  confirmToken: string;
  unsubscribeToken: string;
}

export type SignUpOutcome = "new" | "resent" | "unchanged";

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const newToken = () => randomBytes(32).toString("base64url");
const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

/**
 * Marks pending subscriptions whose time ran out as expired (their link no
 * longer works) and deletes those expired long enough ago. Cheap (indexed);
 * run before sign-ups and the console's lists, so no timer is needed and
 * every instance agrees.
 */
export async function expireSubscriptions(db: Kysely<Database>, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await db
    .updateTable("newsletter_subscriptions")
    // The token's hash stays, so the link can still say it has expired.
    .set({ status: "expired", updated_at: at })
    .where("status", "=", "pending")
    .where("expires_at", "<=", at)
    .execute();
  await db
    .deleteFrom("newsletter_subscriptions")
    .where("status", "=", "expired")
    .where("updated_at", "<=", new Date(now.getTime() - EXPIRED_KEPT_MS).toISOString())
    .execute();
}

/**
 * Signs an address (already lower-case) up. New, expired and unsubscribed
 * addresses become pending with a new link; a pending one gets a new link if
 * the last was sent over an hour ago; a confirmed one is left alone.
 */
export async function subscribe(
  database: DatabaseHandle,
  email: string,
  options: {
    captcha: CaptchaResult;
    confirmationMail: (links: SubscriberLinks) => OutboxMessage;
    now?: Date;
    /** The code of the language of the page it was sent from (a new sign-up's; a repeat keeps the first). */
    language?: string | null;
  },
): Promise<{ outcome: SignUpOutcome }> {
  const now = options.now ?? new Date();
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + CONFIRM_WINDOW_MS).toISOString();
  await expireSubscriptions(database.db, now);
  return database.db.transaction().execute(async (trx) => {
    const confirmToken = newToken();
    const queue = (unsubscribeToken: string) =>
      enqueueMail(trx, {
        kind: "newsletter-confirmation",
        enquiryId: null,
        message: options.confirmationMail({ email, confirmToken, unsubscribeToken }),
        now,
      });

    const unsubscribeToken = newToken();
    const inserted = await trx
      .insertInto("newsletter_subscriptions")
      .values({
        id: randomUUID(),
        email,
        captcha: options.captcha,
        status: "pending",
        confirm_token_hash: hashToken(confirmToken),
        unsubscribe_token: unsubscribeToken,
        expires_at: expiresAt,
        confirm_sent_at: at,
        created_at: at,
        updated_at: at,
        language: options.language ?? null,
      })
      .onConflict((oc) => oc.column("email").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (inserted) {
      await queue(unsubscribeToken);
      return { outcome: "new" as const };
    }

    const row = await trx
      .selectFrom("newsletter_subscriptions")
      .select(["id", "status", "confirm_sent_at", "unsubscribe_token"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    if (row.status === "confirmed") return { outcome: "unchanged" as const };
    const recentlySent =
      row.confirm_sent_at !== null &&
      now.getTime() - Date.parse(row.confirm_sent_at) < RESEND_AFTER_MS;
    if (row.status === "pending" && recentlySent) return { outcome: "unchanged" as const };

    // Pending (link sent long ago), expired or unsubscribed: a new link, a new week.
    const keptToken = row.unsubscribe_token ?? unsubscribeToken;
    await trx
      .updateTable("newsletter_subscriptions")
      .set({
        status: "pending",
        captcha: options.captcha,
        confirm_token_hash: hashToken(confirmToken),
        unsubscribe_token: keptToken,
        expires_at: expiresAt,
        confirm_sent_at: at,
        updated_at: at,
      })
      .where("id", "=", row.id)
      .execute();
    await queue(keptToken);
    return { outcome: "resent" as const };
  });
}

export type ConfirmOutcome = "confirmed" | "expired" | "invalid";

/** Uses a confirmation link: pending → confirmed, once. An expired or unknown link changes nothing. */
export async function confirmSubscription(
  database: DatabaseHandle,
  token: string,
  now = new Date(),
): Promise<ConfirmOutcome> {
  if (!TOKEN_SHAPE.test(token)) return "invalid";
  const at = now.toISOString();
  const hash = hashToken(token);
  const confirmed = await database.db
    .updateTable("newsletter_subscriptions")
    .set({
      status: "confirmed",
      confirmed_at: at,
      confirm_token_hash: null,
      expires_at: null,
      updated_at: at,
    })
    .where("confirm_token_hash", "=", hash)
    .where("status", "=", "pending")
    .where("expires_at", ">", at)
    .returning("id")
    .executeTakeFirst();
  if (confirmed) return "confirmed";
  const known = await database.db
    .selectFrom("newsletter_subscriptions")
    .select("id")
    .where("confirm_token_hash", "=", hash)
    .executeTakeFirst();
  return known ? "expired" : "invalid";
}

/** What an unsubscribe link leads to; the address is shown masked. */
export type UnsubscribeLink =
  { state: "valid"; maskedEmail: string; unsubscribed: boolean } | { state: "invalid" };

export async function unsubscribeLink(
  database: DatabaseHandle,
  token: string,
): Promise<UnsubscribeLink> {
  if (!TOKEN_SHAPE.test(token)) return { state: "invalid" };
  const row = await database.db
    .selectFrom("newsletter_subscriptions")
    .select(["email", "status"])
    .where("unsubscribe_token", "=", token)
    .executeTakeFirst();
  if (!row) return { state: "invalid" };
  return {
    state: "valid",
    maskedEmail: maskEmail(row.email),
    unsubscribed: row.status === "unsubscribed",
  };
}

/** Marks the link's subscriber unsubscribed (pending ones too: "I never signed up"). */
export async function unsubscribe(
  database: DatabaseHandle,
  token: string,
  now = new Date(),
): Promise<"unsubscribed" | "already" | "invalid"> {
  if (!TOKEN_SHAPE.test(token)) return "invalid";
  const at = now.toISOString();
  const done = await database.db
    .updateTable("newsletter_subscriptions")
    .set({
      status: "unsubscribed",
      unsubscribed_at: at,
      confirm_token_hash: null,
      expires_at: null,
      updated_at: at,
    })
    .where("unsubscribe_token", "=", token)
    .where("status", "!=", "unsubscribed")
    .returning("id")
    .executeTakeFirst();
  if (done) return "unsubscribed";
  const known = await database.db
    .selectFrom("newsletter_subscriptions")
    .select("id")
    .where("unsubscribe_token", "=", token)
    .executeTakeFirst();
  return known ? "already" : "invalid";
}

/** "a•••@example.com": enough for the owner to recognise, little for anyone else. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${email[0]}•••${email.slice(at)}`;
}

/** The public pages' side of it (app/lib/newsletter-context.ts). */
export function newsletterContext(database: DatabaseHandle): NewsletterContext {
  return {
    confirm: (token) => confirmSubscription(database, token),
    unsubscribeLink: (token) => unsubscribeLink(database, token),
    unsubscribe: (token) => unsubscribe(database, token),
  };
}
