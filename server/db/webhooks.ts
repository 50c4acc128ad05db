import type { Kysely } from "kysely";
import type { WebhookEvent, WebhookFormat } from "../../app/admin/integrations/integrations.ts";
import { enqueueOutboxRow } from "./outbox.ts";
import type { Database } from "./schema.ts";

/**
 * Lead alerts' rows (migration 019): webhooks and their deliveries. A
 * delivery is queued as an outbox row of kind 'webhook-delivery' with the
 * delivery's id, so the outbox relay's claim sends it once on any number of
 * instances (decision 010), its retries and backoff included; these queries
 * keep the log of what each attempt answered. docs/integrations.md.
 */

export const WEBHOOK_DELIVERY_KIND = "webhook-delivery";

/** What a delivery's outbox row holds: whose it is and the exact body, the same at every attempt. */
export interface WebhookJob {
  webhookId: string;
  event: WebhookEvent;
  body: string;
}

type Db = Kysely<Database>;

/** The webhooks a new enquiry goes to: every one not paused. */
export function activeWebhooks(db: Db): Promise<{ id: string; format: WebhookFormat }[]> {
  return db.selectFrom("webhooks").select(["id", "format"]).where("paused", "=", 0).execute();
}

/** Queues one delivery: its log row and its outbox row (same id), in the caller's transaction. */
export async function queueWebhookDelivery(
  db: Db,
  delivery: {
    id: string;
    webhookId: string;
    event: WebhookEvent;
    enquiryId: string | null;
    body: string;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto("webhook_deliveries")
    .values({
      id: delivery.id,
      webhook_id: delivery.webhookId,
      event: delivery.event,
      enquiry_id: delivery.enquiryId,
      created_at: delivery.now.toISOString(),
    })
    .execute();
  const job: WebhookJob = {
    webhookId: delivery.webhookId,
    event: delivery.event,
    body: delivery.body,
  };
  await enqueueOutboxRow(db, {
    id: delivery.id,
    kind: WEBHOOK_DELIVERY_KIND,
    enquiryId: delivery.enquiryId,
    payload: job,
    now: delivery.now,
  });
}

/** A webhook as a delivery needs it. */
export function webhookForDelivery(db: Db, id: string) {
  return db
    .selectFrom("webhooks")
    .select(["id", "url", "secret", "paused", "failing_since"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** Writes an attempt's answer to the log. */
export async function logAttempt(
  db: Db,
  id: string,
  attempt: {
    delivered: boolean;
    statusCode: number | null;
    durationMs: number | null;
    error: string | null;
    now: Date;
  },
): Promise<void> {
  const at = attempt.now.toISOString();
  await db
    .updateTable("webhook_deliveries")
    .set((eb) => ({
      attempts: eb("attempts", "+", 1),
      status_code: attempt.statusCode,
      duration_ms: attempt.durationMs,
      error: attempt.error?.slice(0, 500) ?? null,
      last_attempt_at: at,
      ...(attempt.delivered ? { state: "delivered" as const, delivered_at: at } : {}),
    }))
    .where("id", "=", id)
    .execute();
}

/** After a success: the webhook works again. */
export async function markWebhookWorking(db: Db, id: string): Promise<void> {
  await db
    .updateTable("webhooks")
    .set({ failing_since: null })
    .where("id", "=", id)
    .where("failing_since", "is not", null)
    .execute();
}

/** After a failed attempt: since when it has been failing (this attempt, when it was working). */
export async function markWebhookFailing(db: Db, id: string, now: Date): Promise<string | null> {
  await db
    .updateTable("webhooks")
    .set({ failing_since: now.toISOString() })
    .where("id", "=", id)
    .where("failing_since", "is", null)
    .execute();
  const row = await db
    .selectFrom("webhooks")
    .select("failing_since")
    .where("id", "=", id)
    .executeTakeFirst();
  return row?.failing_since ?? null;
}

/**
 * Pauses a webhook ('owner', or 'failing' after a day of failures) and gives
 * up its deliveries that wait: their outbox rows are marked failed, unless a
 * relay holds one right now (its attempt is recorded as it ends). False when
 * it was paused already or is gone.
 */
export async function pauseWebhook(
  db: Db,
  id: string,
  { reason, now, error }: { reason: "owner" | "failing"; now: Date; error: string },
): Promise<boolean> {
  const at = now.toISOString();
  const paused = await db
    .updateTable("webhooks")
    .set({ paused: 1, paused_reason: reason, paused_at: at, updated_at: at })
    .where("id", "=", id)
    .where("paused", "=", 0)
    .executeTakeFirst();
  if (paused.numUpdatedRows === 0n) return false;
  const waiting = await waitingDeliveries(db, id);
  if (waiting.length === 0) return true;
  const givenUp = await db
    .updateTable("mail_outbox")
    .set({ status: "failed", last_error: error, claim_token: null, locked_until: null })
    .where(
      "id",
      "in",
      waiting.map((row) => row.id),
    )
    .where("status", "=", "pending")
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", at)]))
    .returning("id")
    .execute();
  if (givenUp.length > 0) {
    await db
      .updateTable("webhook_deliveries")
      .set({ state: "failed", error })
      .where(
        "id",
        "in",
        givenUp.map((row) => row.id),
      )
      .execute();
  }
  return true;
}

/** The ids of a webhook's deliveries not yet delivered nor given up. */
export function waitingDeliveries(db: Db, webhookId: string): Promise<{ id: string }[]> {
  return db
    .selectFrom("webhook_deliveries")
    .select("id")
    .where("webhook_id", "=", webhookId)
    .where("state", "=", "pending")
    .execute();
}

/** Marks one delivery given up (its webhook was paused or deleted before it went). */
export async function giveUpDelivery(db: Db, id: string, error: string): Promise<void> {
  await db
    .updateTable("webhook_deliveries")
    .set({ state: "failed", error })
    .where("id", "=", id)
    .execute();
}
