import type { Kysely } from "kysely";
import {
  DELIVERY_LOG_SIZE,
  type DeliveryRow,
  type PausedWebhook,
  type WebhookFormat,
  type WebhookRow,
} from "../../../app/admin/integrations/integrations.ts";
import type { Database } from "../../db/schema.ts";
import { waitingDeliveries } from "../../db/webhooks.ts";

/** The console's reads and writes of webhooks (migration 019); the audit entry is the caller's. */

type Db = Kysely<Database>;

export async function listWebhooks(db: Db): Promise<WebhookRow[]> {
  const webhooks = await db
    .selectFrom("webhooks")
    .selectAll()
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return Promise.all(
    webhooks.map(async (row) => ({
      id: row.id,
      url: row.url,
      secret: row.secret,
      format: row.format,
      paused: row.paused
        ? {
            reason: row.paused_reason === "failing" ? ("failing" as const) : ("owner" as const),
            at: row.paused_at ?? row.updated_at,
          }
        : null,
      failingSince: row.failing_since,
      createdAt: row.created_at,
      deliveries: await deliveryLog(db, row.id),
    })),
  );
}

async function deliveryLog(db: Db, webhookId: string): Promise<DeliveryRow[]> {
  const rows = await db
    .selectFrom("webhook_deliveries")
    .selectAll()
    .where("webhook_id", "=", webhookId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(DELIVERY_LOG_SIZE)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    event: row.event,
    createdAt: row.created_at,
    lastAttemptAt: row.last_attempt_at,
    state: row.state,
    statusCode: row.status_code === null ? null : Number(row.status_code),
    durationMs: row.duration_ms === null ? null : Number(row.duration_ms),
    attempts: Number(row.attempts),
    error: row.error,
  }));
}

export function findWebhook(db: Db, id: string) {
  return db
    .selectFrom("webhooks")
    .select(["id", "url", "format", "paused"])
    .where("id", "=", id)
    .executeTakeFirst();
}

export async function insertWebhook(
  db: Db,
  webhook: {
    id: string;
    url: string;
    secret: string;
    format: WebhookFormat;
    createdBy: string;
    now: Date;
  },
): Promise<void> {
  const at = webhook.now.toISOString();
  await db
    .insertInto("webhooks")
    .values({
      id: webhook.id,
      url: webhook.url,
      secret: webhook.secret,
      format: webhook.format,
      created_by: webhook.createdBy,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

/** Resumes a paused webhook: it starts afresh, its failures forgotten. False when it was not paused. */
export async function resumeWebhook(db: Db, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("webhooks")
    .set({
      paused: 0,
      paused_reason: null,
      paused_at: null,
      failing_since: null,
      updated_at: now.toISOString(),
    })
    .where("id", "=", id)
    .where("paused", "=", 1)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Deletes a webhook and its log; the outbox rows of its deliveries still
 * waiting go too (one a relay holds at that moment finds it gone).
 */
export async function deleteWebhook(db: Db, id: string): Promise<boolean> {
  const waiting = await waitingDeliveries(db, id);
  if (waiting.length > 0) {
    await db
      .deleteFrom("mail_outbox")
      .where(
        "id",
        "in",
        waiting.map((row) => row.id),
      )
      .where("status", "=", "pending")
      .execute();
  }
  await db.deleteFrom("webhook_deliveries").where("webhook_id", "=", id).execute();
  const result = await db.deleteFrom("webhooks").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function autoPausedWebhooks(db: Db): Promise<PausedWebhook[]> {
  const rows = await db
    .selectFrom("webhooks")
    .select(["id", "url", "paused_at", "updated_at"])
    .where("paused", "=", 1)
    .where("paused_reason", "=", "failing")
    .orderBy("paused_at", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    host: URL.canParse(row.url) ? new URL(row.url).host : row.url,
    pausedAt: row.paused_at ?? row.updated_at,
  }));
}
