import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { StoredEnquiry } from "../db/enquiries.ts";
import type { Database } from "../db/schema.ts";
import { activeWebhooks, queueWebhookDelivery } from "../db/webhooks.ts";
import type { WebhookFormat } from "../../app/admin/integrations/integrations.ts";
import {
  alertBody,
  sampleEnquiry,
  type AlertEnquiry,
  type JsonAlert,
} from "./lead-alert-bodies.ts";

/**
 * Queues a new enquiry's alerts, one delivery a webhook that is not paused,
 * in the transaction that stores the enquiry (server/db/enquiries.ts): the
 * enquiry and its alerts exist together or not at all, and the outbox relay
 * sends them once committed.
 */
export function enquiryAlerts(siteUrl: string) {
  return async (trx: Kysely<Database>, enquiry: StoredEnquiry, now: Date): Promise<number> => {
    const webhooks = await activeWebhooks(trx);
    const alerted: AlertEnquiry = {
      id: enquiry.id,
      createdAt: enquiry.createdAt,
      name: enquiry.name,
      email: enquiry.email,
      phone: enquiry.phone,
      subject: enquiry.subject,
      message: enquiry.message,
      captcha: enquiry.captcha,
      // Whatever the enquiry carries of where it came from.
      source: enquiry.source ? { ...enquiry.source } : null,
      consoleUrl: `${siteUrl}/admin/enquiries/${enquiry.id}`,
    };
    for (const webhook of webhooks) {
      await queue(trx, webhook, "enquiry.created", alerted, now);
    }
    return webhooks.length;
  };
}

/** Queues 'Send a test': the event "test" with a made-up enquiry. */
export function queueTestAlert(
  trx: Kysely<Database>,
  webhook: { id: string; format: WebhookFormat },
  { siteUrl, now }: { siteUrl: string; now: Date },
): Promise<string> {
  return queue(trx, webhook, "test", sampleEnquiry(siteUrl, now), now);
}

async function queue(
  trx: Kysely<Database>,
  webhook: { id: string; format: WebhookFormat },
  event: JsonAlert["event"],
  enquiry: AlertEnquiry,
  now: Date,
): Promise<string> {
  const id = randomUUID();
  const body = alertBody(webhook.format, { event, id, createdAt: now.toISOString(), enquiry });
  await queueWebhookDelivery(trx, {
    id,
    webhookId: webhook.id,
    event,
    enquiryId: event === "test" ? null : enquiry.id,
    body,
    now,
  });
  return id;
}
