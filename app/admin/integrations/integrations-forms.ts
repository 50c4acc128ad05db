import { refuseAt } from "../../forms/field-errors.ts";
import { integrationsCopy } from "./integrations-words.ts";
import { WEBHOOK_FORMATS, type WebhookFormat } from "./integrations.ts";
import { z } from "../../forms/zod-setup.ts";
import { text } from "../../forms/admin/text-field.ts";

const errors = integrationsCopy.errors;

/** A webhook's own action: its id (an unknown one answers "no longer exists"). */
const byId = z.object({ id: text() });

/**
 * The forms of /admin/integrations (owners), by the `intent` their hidden
 * field posts: 'Add webhook' (its fields as typed; `webhookRules` checks them
 * as it is saved), and each webhook's 'Send a test', 'Pause', 'Resume' and
 * 'Delete'.
 */
export const integrationsForms = {
  add: z.object({ url: text(), secret: text(), format: text() }),
  test: byId,
  pause: byId,
  resume: byId,
  delete: byId,
};

/** The longest address a webhook may have (server/webhooks/target-policy.ts says the same). */
const MAX_URL_LENGTH = 2000;

/** A secret as typed: 16 to 200 characters, no spaces; empty for one made on the server. */
export const SECRET = /^\S{16,200}$/;

/** Whether the typed address is a whole http(s) address; where it leads is the server's check. */
export function isWebhookAddress(typed: string): boolean {
  if (!typed || typed.length > MAX_URL_LENGTH || /\s/.test(typed) || !URL.canParse(typed)) {
    return false;
  }
  const url = new URL(typed);
  return (url.protocol === "https:" || url.protocol === "http:") && Boolean(url.hostname);
}

export interface WebhookValues {
  url: string;
  /** null: make one. */
  secret: string | null;
  format: WebhookFormat;
}

/**
 * What 'Add webhook' must hold, a message per field: an address (a whole
 * http(s) one: whether it is https and public, or an allow-listed host, the
 * server checks next, resolving it), a secret of 16 to 200 characters without
 * spaces or none, and one of the formats. Trimmed.
 */
export const webhookRules = z
  .object({ url: text(), secret: text(), format: text() })
  .transform((typed) => ({
    url: typed.url.trim(),
    secret: typed.secret.trim(),
    format: typed.format.trim(),
  }))
  .superRefine((fields, context) => {
    const refuse = refuseAt<"url" | "secret" | "format">(context);
    if (!fields.url) refuse("url", errors.urlRequired);
    else if (!isWebhookAddress(fields.url)) refuse("url", errors.malformed);
    if (fields.secret && !SECRET.test(fields.secret)) refuse("secret", errors.secret);
    if (!(WEBHOOK_FORMATS as readonly string[]).includes(fields.format)) {
      refuse("format", errors.format);
    }
  })
  .transform((fields): WebhookValues => ({
    url: fields.url,
    secret: fields.secret || null,
    format: fields.format as WebhookFormat,
  }));
