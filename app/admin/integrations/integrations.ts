/**
 * What the console's lead alerts ask of the server (decision 042):
 * /admin/integrations, owners only. Webhooks get each new enquiry through the
 * outbox, signed, as JSON or shaped for Slack or Teams; each keeps a log of
 * its deliveries. Built per request by server/admin/integrations/; the
 * overview's `autoPaused` is for editors too. docs/integrations.md.
 */

export const INTEGRATIONS_PATH = "/admin/integrations";

export const WEBHOOK_FORMATS = ["json", "slack", "teams"] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

export const WEBHOOK_EVENTS = ["enquiry.created", "test"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** How many deliveries the page shows a webhook. */
export const DELIVERY_LOG_SIZE = 20;

/** The 'Add webhook' form's fields, as typed. */
export interface WebhookFields {
  url: string;
  /** Empty: one is made (32 random bytes, hex). */
  secret: string;
  format: string;
}

export type WebhookErrors = Partial<Record<keyof WebhookFields, string>>;

/** A line of a webhook's 'Deliveries': the last attempt's answer. */
export interface DeliveryRow {
  id: string;
  event: WebhookEvent;
  createdAt: string;
  lastAttemptAt: string | null;
  state: "pending" | "delivered" | "failed";
  /** null: no answer (refused, no connection, time-out) or not tried yet. */
  statusCode: number | null;
  durationMs: number | null;
  attempts: number;
  error: string | null;
}

export interface WebhookRow {
  id: string;
  url: string;
  /** Shown to owners (the page is theirs alone) behind a disclosure. */
  secret: string;
  format: WebhookFormat;
  /** null: active. */
  paused: { reason: "owner" | "failing"; at: string } | null;
  /** The first failed attempt since the last success; null while it works. */
  failingSince: string | null;
  createdAt: string;
  /** The last DELIVERY_LOG_SIZE, newest first. */
  deliveries: DeliveryRow[];
}

/** A webhook paused on its own after a day of failures (the overview says so). */
export interface PausedWebhook {
  id: string;
  host: string;
  pausedAt: string;
}

export type AddWebhookResult = { ok: true; id: string } | { ok: false; errors: WebhookErrors };

export interface IntegrationsConsole {
  /** Every webhook, oldest first, each with its last deliveries. */
  list(): Promise<WebhookRow[]>;
  /**
   * Adds a webhook once its fields pass the rules
   * (app/admin/integrations/integrations-forms.ts) and its target the server's
   * (https, public addresses, or WEBHOOK_ALLOW_HOSTS); else a message per
   * field and nothing saved.
   */
  add(fields: WebhookFields): Promise<AddWebhookResult>;
  /** Queues a delivery of the event "test"; false when there is no such webhook. */
  sendTest(id: string): Promise<boolean>;
  /** Pauses (deliveries waiting are given up) or resumes; false when there is no such webhook. */
  setPaused(id: string, paused: boolean): Promise<boolean>;
  /** Deletes a webhook with its log; false when there is no such webhook. */
  remove(id: string): Promise<boolean>;
  /** Webhooks paused after a day of failures; editors may ask (the overview). */
  autoPaused(): Promise<PausedWebhook[]>;
}
