import { NOTICE_MESSAGES } from "../../app/forms/form-messages.ts";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { FieldErrors } from "../../app/forms/field-errors.ts";
import {
  CAPTCHA_FIELD,
  HONEYPOT_FIELD,
  IDEMPOTENCY_HEADER,
  STAMP_FIELD,
  STAMP_PLACEHOLDER,
} from "../../app/forms/form-protocol.ts";
import { HttpError } from "../http/errors.ts";
import type { CaptchaVerifier } from "../security/captcha.ts";
import type { CaptchaResult } from "../db/schema.ts";
import type { FormStamps } from "./form-stamp.ts";

/**
 * Checks every public form submission passes before anything is stored:
 * the honeypot, the minimum fill time, the Idempotency-Key header, the field
 * rules of the shared schema and the captcha (docs/decisions/012-bot-checks.md).
 */

/** Largest accepted JSON body. A valid form stays well below it (see CONTACT_LIMITS). */
export const FORM_BODY_LIMIT = 16 * 1024;

const CAPTCHA_TOKEN_MAX = 3000;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

export const formMessages = {
  ...NOTICE_MESSAGES,
  notAnObject: "The request body must be a JSON object with the form's fields.",
  badIdempotencyKey: "The Idempotency-Key header must be 1 to 255 visible ASCII characters.",
} as const;

export interface FormBody {
  fields: Record<string, unknown>;
  /** False when the body was JSON but not an object (an array, a string, null...). */
  isObject: boolean;
}

export function formBody(body: unknown): FormBody {
  const isObject = typeof body === "object" && body !== null && !Array.isArray(body);
  return { fields: isObject ? (body as Record<string, unknown>) : {}, isObject };
}

/** True when the hidden field carries anything a person's browser would not send. */
export function isHoneypotFilled({ fields }: FormBody): boolean {
  const value = fields[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== "";
}

/**
 * A 400 with one message per invalid field, worded by the shared schema.
 * A body that is not an object gets every field's "please enter" message.
 */
export function invalidFields(errors: FieldErrors, body: FormBody): HttpError {
  return new HttpError(400, body.isObject ? formMessages.invalidFields : formMessages.notAnObject, {
    errors,
  });
}

/**
 * Refuses a form sent faster than a person fills one in, counted from the
 * server-signed stamp of the page it was on (./form-stamp.ts). Requests
 * without a stamp (other clients of the API, a form the browser rendered after
 * a client-side navigation from a page without one) are not checked; a stamp
 * this server did not sign counts as too fast; a day-old one asks for a resend
 * (the page shown with the answer carries a fresh stamp).
 * Returns the fill time the stamp shows (the spam score weighs it), or null
 * when there is no valid stamp.
 */
export function assertNotTooFast(
  { fields }: FormBody,
  minFillMs: number,
  stamps: FormStamps,
  now = Date.now(),
): number | null {
  const stamp = fields[STAMP_FIELD];
  // The placeholder means a page was served without its stamp (the development server).
  if (stamp === undefined || stamp === "" || stamp === STAMP_PLACEHOLDER) return null;
  const check =
    typeof stamp === "string" ? stamps.check(stamp, now) : ({ kind: "invalid" } as const);
  if (minFillMs <= 0) return check.kind === "valid" ? check.ageMs : null;
  if (check.kind === "expired") throw new HttpError(400, formMessages.staleForm);
  if (check.kind === "invalid" || check.ageMs < minFillMs) {
    throw new HttpError(400, formMessages.tooFast);
  }
  return check.ageMs;
}

/** The Idempotency-Key header, or null when the client sent none. */
export function idempotencyKey(request: FastifyRequest): string | null {
  const value = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (value === undefined) return null;
  if (typeof value !== "string" || !IDEMPOTENCY_KEY.test(value)) {
    throw new HttpError(400, formMessages.badIdempotencyKey);
  }
  return value;
}

/** The captcha's outcome, and its score (0–1) when reCAPTCHA answered (the spam score weighs it). */
export interface CaptchaCheck {
  result: CaptchaResult;
  score: number | null;
}

/**
 * Verifies the reCAPTCHA token when captcha is on. A failed check is refused
 * with a message; a check that cannot be made (the service is down or slow)
 * lets the submission through marked 'unverified' for a person to review. So
 * does a page form sent without a token: its visitor has no JavaScript, or
 * sent it before the page's scripts ran, and is a person until shown otherwise.
 */
export async function checkCaptcha(
  captcha: CaptchaVerifier | null,
  { fields }: FormBody,
  request: { ip: string; log: FastifyBaseLogger; channel: "api" | "page" },
): Promise<CaptchaCheck> {
  if (!captcha) return { result: "off", score: null };
  const token = fields[CAPTCHA_FIELD];
  if (request.channel === "page" && (token === undefined || token === "")) {
    request.log.info("A page form arrived without a reCAPTCHA token; kept and marked unverified");
    return { result: "unverified", score: null };
  }
  if (typeof token !== "string" || token.trim() === "" || token.length > CAPTCHA_TOKEN_MAX) {
    throw new HttpError(400, formMessages.captchaMissing);
  }
  const outcome = await captcha.verify(token, request.ip);
  if (outcome.kind === "passed") return { result: "passed", score: outcome.score };
  if (outcome.kind === "rejected") {
    request.log.info({ reason: outcome.reason }, "reCAPTCHA check failed");
    throw new HttpError(400, formMessages.captchaFailed);
  }
  request.log.warn(
    { reason: outcome.reason },
    "reCAPTCHA could not be verified; the submission is kept and marked unverified",
  );
  return { result: "unverified", score: null };
}
