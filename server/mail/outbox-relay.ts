import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import {
  claimDueMail,
  releaseMailClaim,
  markMailFailed,
  markMailSent,
  markMailUndeliverable,
  type ClaimedMail,
} from "../db/outbox.ts";
import { smtpTransport, type MailTransport } from "./smtp-transport.ts";

/**
 * Sends what the outbox holds. Runs in every server process; the claim in
 * claimDueMail makes sure one process sends each e-mail. A failed attempt is
 * retried with exponential backoff up to a ceiling. A temporary failure (the
 * server unreachable, a 4xx answer) is retried for as long as it lasts: the
 * e-mail waits for the mail server (docs/decisions/010-enquiry-delivery.md).
 * A permanent refusal (a 5xx answer: unknown recipient, sender not allowed)
 * will not heal by waiting: once the e-mail has been tried
 * `permanentFailureAttempts` times it is marked failed with the server's
 * answer, kept in the outbox and shown by `npm run enquiries`.
 *
 * Rows of other kinds (a webhook's delivery, decision 042) are handed to their
 * kind's handler with the same claim, lease and backoff; without SMTP the
 * relay runs for those alone and leaves the e-mails waiting.
 */

export interface RelayTimings {
  /** How often to look for due e-mails when nothing wakes the relay. */
  pollMs: number;
  /** First retry delay; it doubles with every failed attempt... */
  retryBaseMs: number;
  /** ...up to this. */
  retryMaxMs: number;
  /** How long a claim lasts: longer than the slowest SMTP attempt. */
  leaseMs: number;
  batchSize: number;
  /** How long stop() waits for an attempt in progress. */
  stopTimeoutMs: number;
  /** Attempts after which a permanent refusal (5xx) marks the e-mail failed. */
  permanentFailureAttempts: number;
}

export const defaultRelayTimings: RelayTimings = {
  pollMs: 10_000,
  retryBaseMs: 30_000,
  retryMaxMs: 30 * 60_000,
  leaseMs: 2 * 60_000,
  batchSize: 10,
  stopTimeoutMs: 5000,
  permanentFailureAttempts: 3,
};

export interface OutboxRelay {
  start(): void;
  /** Looks for due e-mails now (called after an enquiry is committed). */
  wake(): void;
  /** One pass: claims and sends what is due; returns how many it claimed. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Sends the claimed rows of one kind that are not e-mails (server/webhooks/):
 * it makes the attempt and records its outcome on the row, with the claim
 * (markMailSent, markMailFailed at `retryAt(attempts)`, markMailUndeliverable).
 */
export interface OutboxHandler {
  deliver(
    claimed: ClaimedMail,
    context: { now: Date; retryAt: (attempts: number) => Date },
  ): Promise<void>;
}

export interface RelayOptions {
  database: DatabaseHandle;
  /** null: no SMTP; e-mails wait in the outbox and only the handlers' kinds are claimed. */
  mail: Config["mail"];
  /** Handlers of the rows that are not e-mails, by kind. */
  handlers?: Record<string, OutboxHandler>;
  /** The clock (tests move it); the real one by default. */
  now?: () => Date;
  log: FastifyBaseLogger;
  /** Domain of the Message-ID; one id per outbox row lets mail clients spot a resend. */
  messageIdDomain: string;
  timings?: Partial<RelayTimings>;
  transport?: MailTransport;
}

/**
 * True when the mail server answered with a permanent (5xx) SMTP reply.
 * nodemailer puts the reply code on the error; failures to connect, time-outs
 * and 4xx replies have none or a 4xx one and are temporary.
 */
export function isPermanentRejection(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

export function retryDelay(attempts: number, timings: RelayTimings): number {
  return Math.min(timings.retryMaxMs, timings.retryBaseMs * 2 ** Math.max(0, attempts - 1));
}

export function createOutboxRelay(options: RelayOptions): OutboxRelay {
  const timings = { ...defaultRelayTimings, ...options.timings };
  const { database, mail, log } = options;
  const handlers = options.handlers ?? {};
  const clock = options.now ?? (() => new Date());
  const transport = options.transport ?? (mail ? smtpTransport(mail.smtpUrl) : null);

  let stopped = false;
  let loop: Promise<void> | null = null;
  let woken = false;
  let interruptSleep: (() => void) | null = null;

  async function send(claimed: ClaimedMail) {
    const handler = Object.hasOwn(handlers, claimed.kind) ? handlers[claimed.kind] : undefined;
    if (handler) {
      const now = clock();
      try {
        await handler.deliver(claimed, {
          now,
          retryAt: (attempts) => new Date(clock().getTime() + retryDelay(attempts, timings)),
        });
      } catch (error) {
        // Its outcome could not be recorded (the database): the claim runs out and it is tried again.
        log.warn({ outboxId: claimed.id, err: error }, "An outbox row could not be recorded");
      }
      return;
    }
    if (!mail || !transport) {
      // Claimed by kind only when SMTP is set; never reached, but never sent either.
      await releaseMailClaim(database, claimed);
      return;
    }
    try {
      // Only an enquiry notification queued while ENQUIRY_NOTIFY_TO was set can lack one: it
      // waits, retried like a mail server that is away, and goes once the variable is back.
      const to = claimed.message.to ?? mail.notifyTo;
      if (!to) throw new Error("No recipient: ENQUIRY_NOTIFY_TO is unset");
      await transport.sendMail({
        from: mail.from,
        to,
        ...(claimed.message.replyTo ? { replyTo: claimed.message.replyTo } : {}),
        ...(claimed.message.headers ? { headers: claimed.message.headers } : {}),
        subject: claimed.message.subject,
        text: claimed.message.text,
        messageId: `<${claimed.id}@${options.messageIdDomain}>`,
      });
    } catch (error) {
      const attempts = claimed.attempts + 1;
      const reason = error instanceof Error ? error.message : String(error);
      if (isPermanentRejection(error) && attempts >= timings.permanentFailureAttempts) {
        await markMailUndeliverable(database, claimed, { error: reason });
        log.error(
          { outboxId: claimed.id, attempts, err: error },
          "The mail server refused a notification e-mail for good; it is marked failed (npm run enquiries)",
        );
        return;
      }
      const delay = retryDelay(attempts, timings);
      await markMailFailed(database, claimed, {
        retryAt: new Date(clock().getTime() + delay),
        error: reason,
      });
      // Warn while it may be a blip; from the fifth attempt on, a person should look.
      log[attempts >= 5 ? "error" : "warn"](
        { outboxId: claimed.id, attempts, retryInMs: delay, err: error },
        "Sending a notification e-mail failed; it stays in the outbox and will be retried",
      );
      return;
    }
    if (await markMailSent(database, claimed, clock())) {
      log.info(
        { outboxId: claimed.id, attempts: claimed.attempts + 1 },
        "Notification e-mail sent",
      );
    } else {
      log.warn({ outboxId: claimed.id }, "An e-mail was sent after its claim had expired");
    }
  }

  async function runOnce(): Promise<number> {
    const claimed = await claimDueMail(database, {
      now: clock(),
      leaseMs: timings.leaseMs,
      limit: timings.batchSize,
      // Without SMTP, only what the handlers send.
      kinds: mail ? undefined : Object.keys(handlers),
    });
    for (const [index, item] of claimed.entries()) {
      if (stopped) {
        // Handed back, so another process sends them now rather than once the lease runs out.
        await Promise.all(claimed.slice(index).map((rest) => releaseMailClaim(database, rest)));
        break;
      }
      await send(item);
    }
    return claimed.length;
  }

  function sleep(ms: number): Promise<void> {
    if (woken || stopped) {
      woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        interruptSleep = null;
        woken = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      interruptSleep = done;
    });
  }

  async function run() {
    while (!stopped) {
      let claimed = 0;
      try {
        claimed = await runOnce();
      } catch (error) {
        log.warn({ err: error }, "The e-mail outbox could not be read; trying again later");
      }
      // A full batch may mean more is waiting; otherwise rest until woken or polled.
      if (!stopped && claimed < timings.batchSize) await sleep(timings.pollMs);
    }
  }

  return {
    start() {
      if (loop || stopped) return;
      loop = run();
    },
    wake() {
      woken = true;
      interruptSleep?.();
    },
    runOnce,
    async stop() {
      stopped = true;
      interruptSleep?.();
      if (loop) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          loop,
          new Promise((resolve) => (timer = setTimeout(resolve, timings.stopTimeoutMs))),
        ]);
        clearTimeout(timer);
      }
      transport?.close();
    },
  };
}
