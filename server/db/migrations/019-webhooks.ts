import type { Kysely } from "kysely";

/**
 * Lead alerts (decision 042; docs/integrations.md): the webhooks an owner
 * adds on /admin/integrations and the log of their deliveries. A delivery is
 * sent as a row of `mail_outbox` (kind 'webhook-delivery') with the same id,
 * so the outbox's claim, lease and backoff send it once; this table keeps what
 * each attempt answered. No personal data here: the body (the enquiry's
 * fields) lives in the outbox row, which goes with its enquiry.
 *
 * - `webhooks`: `format` 'json' | 'slack' | 'teams'; `paused` 0/1 with
 *   `paused_reason` 'owner' or 'failing' (paused on its own after every
 *   attempt failed for a day) and `paused_at`; `failing_since`, the first
 *   failed attempt since the last success (null while it works).
 * - `webhook_deliveries`: `event` 'enquiry.created' | 'test'; `state`
 *   'pending' | 'delivered' | 'failed' (given up: the webhook was paused);
 *   the last attempt's `status_code`, `duration_ms` and `error`.
 *
 * Portable types only (decision 003): UUID text keys, ISO-8601 text times.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("webhooks")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("format", "text", (c) => c.notNull())
    .addColumn("paused", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("paused_reason", "text")
    .addColumn("paused_at", "text")
    .addColumn("failing_since", "text")
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("webhook_deliveries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("webhook_id", "text", (c) =>
      c.notNull().references("webhooks.id").onDelete("cascade"),
    )
    .addColumn("event", "text", (c) => c.notNull())
    .addColumn("enquiry_id", "text", (c) =>
      c.references("contact_enquiries.id").onDelete("set null"),
    )
    .addColumn("state", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("status_code", "integer")
    .addColumn("duration_ms", "integer")
    .addColumn("error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_attempt_at", "text")
    .addColumn("delivered_at", "text")
    .execute();
  await db.schema
    .createIndex("webhook_deliveries_log")
    .on("webhook_deliveries")
    .columns(["webhook_id", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("webhook_deliveries").execute();
  await db.schema.dropTable("webhooks").execute();
}
