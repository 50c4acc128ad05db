import type { FastifyBaseLogger } from "fastify";
import type { DatabaseHandle } from "../db/connection.ts";
import {
  markMailFailed,
  markMailSent,
  markMailUndeliverable,
  type ClaimedMail,
} from "../db/outbox.ts";
import {
  giveUpDelivery,
  logAttempt,
  markWebhookFailing,
  markWebhookWorking,
  pauseWebhook,
  webhookForDelivery,
  type WebhookJob,
} from "../db/webhooks.ts";
import type { OutboxHandler } from "../mail/outbox-relay.ts";
import { deliveryLogCopy } from "../../app/admin/integrations/integrations-words.ts";
import { SIGNATURE_HEADER, signatureHeader } from "./webhook-signature.ts";
import { postWebhook, type WebhookAnswer } from "./webhook-request.ts";
import type { TargetPolicy } from "./target-policy.ts";

/** A webhook whose every attempt failed for this long is paused. */
export const PAUSE_AFTER_FAILING_MS = 24 * 60 * 60 * 1000;

/** How long a receiver has to answer; well inside the outbox claim's lease (two minutes). */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** Why a delivery was given up, as its log says (app/admin/integrations/integrations-words.ts). */
export const GIVEN_UP = deliveryLogCopy.givenUp;

/**
 * The outbox relay's handler of webhook deliveries (server/mail/outbox-relay.ts):
 * one attempt of a claimed row, signed at that moment, and its outcome written
 * in one transaction with the claim (the outbox row, the delivery's log, the
 * webhook's failing state), so an attempt whose claim ran out meanwhile
 * records nothing. A 2xx answer delivers it; anything else is retried with
 * the outbox's backoff until the webhook has failed for a whole day, when it
 * is paused and what waits for it is given up.
 */
export function webhookDeliveries(options: {
  database: DatabaseHandle;
  policy: TargetPolicy;
  log: FastifyBaseLogger;
  timeoutMs?: number;
}): OutboxHandler {
  const { database, policy, log } = options;
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;

  return {
    async deliver(claimed: ClaimedMail, { now, retryAt }) {
      const job = claimed.message as unknown as WebhookJob;
      const webhook = await webhookForDelivery(database.db, job.webhookId);
      // A paused webhook sends nothing but the owner's tests, each tried once.
      const testWhilePaused = Boolean(webhook?.paused) && job.event === "test";
      if (!webhook || (webhook.paused && !testWhilePaused)) {
        const error = webhook ? GIVEN_UP.paused : GIVEN_UP.deleted;
        await database.db.transaction().execute(async (trx) => {
          await markMailUndeliverable(trx, claimed, { error });
          await giveUpDelivery(trx, claimed.id, error);
        });
        return;
      }

      let answer: WebhookAnswer | null = null;
      let error: string | null = null;
      try {
        answer = await postWebhook(webhook.url, {
          body: job.body,
          headers: {
            [SIGNATURE_HEADER]: signatureHeader(webhook.secret, job.body, now),
            "Genesis-Delivery": claimed.id,
            "user-agent": "Genesis-Webhooks/1",
          },
          policy,
          timeoutMs,
        });
        if (answer.statusCode < 200 || answer.statusCode > 299) {
          error = deliveryLogCopy.failures.status(answer.statusCode, answer.statusMessage);
        }
      } catch (failure) {
        error = describeFailure(failure, timeoutMs);
      }
      const attempt = {
        statusCode: answer?.statusCode ?? null,
        durationMs: answer?.durationMs ?? null,
        error,
        now,
      };
      const attempts = claimed.attempts + 1;

      if (!error) {
        const recorded = await database.db.transaction().execute(async (trx) => {
          if (!(await markMailSent(trx, claimed, now))) return false;
          await logAttempt(trx, claimed.id, { ...attempt, delivered: true });
          await markWebhookWorking(trx, webhook.id);
          return true;
        });
        if (recorded) log.info({ deliveryId: claimed.id, attempts }, "Webhook delivered");
        else
          log.warn({ deliveryId: claimed.id }, "A webhook was delivered after its claim ran out");
        return;
      }

      const paused = await database.db.transaction().execute(async (trx) => {
        await logAttempt(trx, claimed.id, { ...attempt, delivered: false });
        if (testWhilePaused) {
          await markMailUndeliverable(trx, claimed, { error });
          await giveUpDelivery(trx, claimed.id, `${error}. ${GIVEN_UP.testWhilePaused}`);
          return false;
        }
        const since = await markWebhookFailing(trx, webhook.id, now);
        if (!since || now.getTime() - Date.parse(since) < PAUSE_AFTER_FAILING_MS) {
          await markMailFailed(trx, claimed, { retryAt: retryAt(attempts), error });
          return false;
        }
        // A whole day of failures: paused, and this delivery and those waiting are given up.
        await markMailUndeliverable(trx, claimed, { error });
        await pauseWebhook(trx, webhook.id, { reason: "failing", now, error: GIVEN_UP.failing });
        await giveUpDelivery(trx, claimed.id, `${error}. ${GIVEN_UP.failing}`);
        return true;
      });
      if (paused) {
        log.error(
          { webhookId: webhook.id, deliveryId: claimed.id, attempts, error },
          "A webhook failed for a whole day and was paused; the console's overview says so",
        );
      } else {
        log[attempts >= 5 ? "error" : "warn"](
          { webhookId: webhook.id, deliveryId: claimed.id, attempts, error },
          "A webhook delivery failed; it will be retried",
        );
      }
    },
  };
}

/** A failure without an answer, as the log shows it. */
function describeFailure(failure: unknown, timeoutMs: number): string {
  const error = failure as { name?: string; code?: string; message?: string };
  const words = deliveryLogCopy.failures;
  if (error.name === "TargetRefused") return words.refused(error.message ?? "");
  if (error.name === "TimeoutError" || error.name === "AbortError" || error.code === "ABORT_ERR") {
    return words.timeout(Math.round(timeoutMs / 1000));
  }
  if (error.code) return words.noConnection(error.code);
  return error.message ?? String(failure);
}
