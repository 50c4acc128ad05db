import { randomBytes, randomUUID } from "node:crypto";
import { integrationsCopy } from "../../../app/admin/integrations/integrations-words.ts";
import { webhookRules } from "../../../app/admin/integrations/integrations-forms.ts";
import { parseFields } from "../../../app/forms/field-errors.ts";
import type {
  IntegrationsConsole,
  WebhookErrors,
} from "../../../app/admin/integrations/integrations.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { pauseWebhook } from "../../db/webhooks.ts";
import { queueTestAlert } from "../../webhooks/lead-alerts.ts";
import {
  checkTarget,
  TargetRefused,
  type TargetPolicy,
  type TargetRefusal,
} from "../../webhooks/target-policy.ts";
import { GIVEN_UP } from "../../webhooks/webhook-delivery.ts";
import { audited } from "../audited.ts";
import type { ConsoleSession } from "../console-session.ts";
import { requireRole } from "../require-role.ts";
import {
  autoPausedWebhooks,
  deleteWebhook,
  findWebhook,
  insertWebhook,
  listWebhooks,
  resumeWebhook,
} from "./integrations-queries.ts";

const errors = integrationsCopy.errors;

/** The message at the URL field for each refused target. */
const refusals: Record<TargetRefusal, string> = {
  malformed: errors.malformed,
  "not-https": errors.notHttps,
  private: errors.private,
  unresolvable: errors.unresolvable,
};

/** How a webhook is named in the audit log: its host, never its path (a token may live there). */
const hostOf = (url: string) => (URL.canParse(url) ? new URL(url).host : "?");

/**
 * Lead alerts in the console for one request (/admin/integrations): owners
 * add webhooks (checked by the rules, then the target: https and public, or
 * WEBHOOK_ALLOW_HOSTS), send tests, pause, resume and delete them, each
 * audited; editors get 403, and may only ask which webhooks paused on their
 * own (the overview says so).
 */
export function integrationsConsole(
  database: DatabaseHandle,
  session: ConsoleSession,
  options: {
    siteUrl: string;
    policy: TargetPolicy;
    /** Called after a delivery was queued, to wake the outbox relay. */
    onQueued?: () => void;
  },
): IntegrationsConsole {
  const by = (me: { email: string }) => ({ actor: me.email, ip: session.ip });

  const owners = requireRole<Omit<IntegrationsConsole, "autoPaused">>(session, "owner", {
    list: () => listWebhooks(database.db),

    async add(me, fields) {
      const checked = parseFields(webhookRules, fields);
      if (!checked.ok) return { ok: false, errors: checked.errors as WebhookErrors };
      const { format } = checked.data;
      let url: string;
      try {
        url = await checkTarget(checked.data.url, options.policy);
      } catch (error) {
        if (error instanceof TargetRefused) {
          return { ok: false, errors: { url: refusals[error.reason] } };
        }
        throw error;
      }
      const id = randomUUID();
      // 32 random bytes, unless the owner typed their own.
      const secret = checked.data.secret ?? randomBytes(32).toString("hex");
      await audited(
        database,
        by(me),
        (trx) =>
          insertWebhook(trx, { id, url, secret, format, createdBy: me.email, now: new Date() }),
        () => ({
          action: "webhook-added",
          target: `webhook:${id}`,
          detail: `${hostOf(url)}, ${integrationsCopy.formats[format]}`,
        }),
      );
      return { ok: true, id };
    },

    async sendTest(me, id) {
      const webhook = await audited(
        database,
        by(me),
        async (trx) => {
          const found = await findWebhook(trx, id);
          if (found)
            await queueTestAlert(trx, found, { siteUrl: options.siteUrl, now: new Date() });
          return found;
        },
        (found) =>
          found
            ? { action: "webhook-test", target: `webhook:${id}`, detail: hostOf(found.url) }
            : null,
      );
      if (webhook) options.onQueued?.();
      return Boolean(webhook);
    },

    async setPaused(me, id, paused) {
      const outcome = await audited(
        database,
        by(me),
        async (trx) => {
          const found = await findWebhook(trx, id);
          if (!found) return { found: null, changed: false };
          const now = new Date();
          const changed = paused
            ? await pauseWebhook(trx, id, { reason: "owner", now, error: GIVEN_UP.paused })
            : await resumeWebhook(trx, id, now);
          return { found, changed };
        },
        ({ found, changed }) =>
          found && changed
            ? {
                action: paused ? "webhook-paused" : "webhook-resumed",
                target: `webhook:${id}`,
                detail: hostOf(found.url),
              }
            : null,
      );
      return Boolean(outcome.found);
    },

    async remove(me, id) {
      const removed = await audited(
        database,
        by(me),
        async (trx) => {
          const found = await findWebhook(trx, id);
          if (found) await deleteWebhook(trx, id);
          return found;
        },
        (found) =>
          found
            ? { action: "webhook-deleted", target: `webhook:${id}`, detail: hostOf(found.url) }
            : null,
      );
      return Boolean(removed);
    },
  });

  const everyone = requireRole<Pick<IntegrationsConsole, "autoPaused">>(session, "editor", {
    autoPaused: () => autoPausedWebhooks(database.db),
  });

  return { ...owners, ...everyone };
}
