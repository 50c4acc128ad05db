import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import { parseFields } from "../../app/forms/field-errors.ts";
import type { FormKind, FormOutcome } from "../../app/forms/form-protocol.ts";
import { HttpError, messages, withDatabase } from "../http/errors.ts";
import type { CaptchaVerifier } from "../security/captcha.ts";
import type { Config } from "../config.ts";
import { fingerprintOf, type IdempotencyClaim } from "../db/idempotency.ts";
import type { CaptchaResult } from "../db/schema.ts";
import {
  assertNotTooFast,
  checkCaptcha,
  formBody,
  invalidFields,
  isHoneypotFilled,
} from "./form-guards.ts";
import type { FormStamps } from "./form-stamp.ts";
import type { ScoredSubmission, SpamCheck, SpamSubject } from "./spam-check.ts";

/** One public form: its rules, its answer and how a valid submission is stored. */
export interface FormDefinition<T> {
  kind: FormKind;
  /** What the logs call a submission ("Enquiry", "Comment"…). */
  name: string;
  schema: z.ZodType<T>;
  /** The one answer every accepted submission gets, bots' included. */
  reply: string;
  /** Whether the form honours idempotency keys (a retry stores nothing twice). */
  idempotent?: boolean;
  /**
   * What the spam score reads of a submission (./spam-check.ts): its table, the
   * address and the text. A form without it is not scored (the newsletter).
   */
  spamSubject?(data: T): SpamSubject;
  /**
   * Stores a valid submission, claiming its idempotency key in the same
   * transaction. `replayed` says that another request claimed the key first.
   */
  store(
    data: T,
    context: {
      idempotency: IdempotencyClaim | null;
      captcha: CaptchaResult;
      /** The spam score and its reasons; null for a form that is not scored. */
      spam: ScoredSubmission | null;
      log: FastifyBaseLogger;
      /** Who sent it, for the analytics' count of enquiries (never stored as such). */
      who: { address: string; userAgent: string };
    },
  ): Promise<{ replayed?: boolean }>;
}

/** Who sent a submission and how: the JSON API, or a page's HTML form. */
export interface Submitter {
  ip: string;
  /** Its User-Agent header (empty without one): with the address, the analytics' visitor. */
  userAgent: string;
  log: FastifyBaseLogger;
  channel: "api" | "page";
  /** The API's Idempotency-Key header, or the key a page form's values make. */
  idempotencyKey: string | null;
}

export interface FormService {
  submit(kind: FormKind, body: unknown, submitter: Submitter): Promise<FormOutcome>;
}

/**
 * The steps every public form goes through, whichever way it arrives (spec §7,
 * docs/decisions/012-bot-checks.md and 017-html-forms-first.md): the honeypot
 * answers like a success and stores nothing; then the fields (400 with a
 * message per field), the minimum fill time, a retry by idempotency key
 * answered before the captcha (whose token the first attempt spent) — or 422
 * when the key was used for a different submission — the captcha, the spam
 * score (041-spam-folder.md: a high one files the row as spam, with its
 * reasons), and 201 only once stored; 503 when the database cannot store it.
 * The rate limit and the body limits are the transport's (API route, page route).
 */
export function createFormService(options: {
  config: Config;
  captcha: CaptchaVerifier | null;
  stamps: FormStamps;
  forms: readonly FormDefinition<never>[];
  /** Scores a submission for spam (./spam-check.ts); stores never drop what it files as spam. */
  spamCheck: SpamCheck;
  /** The fingerprint stored under an unexpired key (server/db/idempotency.ts). */
  findIdempotencyKey(scope: string, key: string): Promise<{ fingerprint: string } | undefined>;
}): FormService {
  const definitions = new Map(options.forms.map((form) => [form.kind, form]));
  const { config, stamps } = options;

  async function run<T>(
    form: FormDefinition<T>,
    raw: unknown,
    submitter: Submitter,
  ): Promise<FormOutcome> {
    const accepted = { ok: true, status: 201, message: form.reply } as const;
    const { log } = submitter;
    const body = formBody(raw);
    if (isHoneypotFilled(body)) {
      log.info(`${form.name}: honeypot filled; answered as accepted, stored nothing`);
      return { ...accepted, replayed: false };
    }
    const parsed = parseFields(form.schema, body.fields);
    if (!parsed.ok) throw invalidFields(parsed.errors, body);
    const fillMs = assertNotTooFast(body, config.forms.minFillMs, stamps);

    const key = form.idempotent ? submitter.idempotencyKey : null;
    const idempotency = key
      ? { scope: form.kind, key, fingerprint: fingerprintOf(parsed.data) }
      : null;
    // A retry is answered as the first attempt was, without a second captcha.
    const answerRetry = async (claim: IdempotencyClaim) => {
      const earlier = await withDatabase(log, "Looking up an idempotency key", () =>
        options.findIdempotencyKey(claim.scope, claim.key),
      );
      if (!earlier) return null;
      if (earlier.fingerprint !== claim.fingerprint) {
        throw new HttpError(422, messages.idempotencyKeyReused);
      }
      return { ...accepted, replayed: true };
    };
    const retried = idempotency && (await answerRetry(idempotency));
    if (retried) return retried;

    const captcha = await checkCaptcha(options.captcha, body, submitter);
    // Scored, never dropped: a high score only files the row as spam (decision 041).
    const subject = form.spamSubject?.(parsed.data);
    const spam = subject
      ? await withDatabase(log, `Scoring: ${form.name}`, () =>
          options.spamCheck(subject, { captchaScore: captcha.score, fillMs }),
        )
      : null;
    const { replayed } = await withDatabase(log, `Storing: ${form.name}`, () =>
      form.store(parsed.data, {
        idempotency,
        captcha: captcha.result,
        spam,
        log,
        who: { address: submitter.ip, userAgent: submitter.userAgent },
      }),
    );
    // Claimed by a concurrent request between the look-up and the store.
    if (replayed && idempotency)
      return (await answerRetry(idempotency)) ?? { ...accepted, replayed: true };
    return { ...accepted, replayed: false };
  }

  return {
    async submit(kind, raw, submitter) {
      const form = definitions.get(kind) as FormDefinition<unknown> | undefined;
      if (!form) return { ok: false, status: 404, message: messages.notFound };
      try {
        return await run(form, raw, submitter);
      } catch (error) {
        if (error instanceof HttpError) {
          const errors = error.extra.errors as Record<string, string> | undefined;
          return { ok: false, status: error.statusCode, message: error.message, errors };
        }
        submitter.log.error({ err: error }, `${form.name}: submission failed`);
        return { ok: false, status: 500, message: messages.internal };
      }
    },
  };
}
