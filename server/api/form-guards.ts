import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { fieldErrors } from "../../app/contact/field-errors.ts";
import {
  CAPTCHA_FIELD,
  ELAPSED_FIELD,
  HONEYPOT_FIELD,
  IDEMPOTENCY_HEADER,
} from "../../app/contact/form-protocol.ts";
import type { CaptchaVerifier } from "../captcha.ts";
import type { CaptchaResult } from "../db/schema.ts";
import { HttpError } from "./errors.ts";

/**
 * Checks every public form submission passes before anything is stored:
 * the honeypot, the minimum fill time, the Idempotency-Key header, the field
 * rules of the shared schema and the captcha (docs/decisions/012-bot-checks.md).
 */

/** Largest accepted body. A valid form stays well below it (see CONTACT_LIMITS). */
export const FORM_BODY_LIMIT = 16 * 1024;

const CAPTCHA_TOKEN_MAX = 3000;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

export const formMessages = {
  invalidFields: "Some fields need your attention. Please check the messages next to them.",
  notAnObject: "The request body must be a JSON object with the form's fields.",
  tooFast:
    "That was quicker than we expected from a person. Please check your details and send the form again.",
  captchaMissing: "The spam check did not run. Please reload the page and try again.",
  captchaFailed: "We could not confirm that this was sent by a person. Please try again.",
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
export function invalidFields(error: z.ZodError, body: FormBody): HttpError {
  return new HttpError(400, body.isObject ? formMessages.invalidFields : formMessages.notAnObject, {
    errors: fieldErrors(error),
  });
}

/**
 * Refuses a form sent faster than a person fills one in. The browser sends the
 * elapsed time it measured itself, so a wrong clock on either side cannot
 * matter. Requests without the field (other clients of the API) are not
 * checked; a value that is not a number counts as too fast.
 */
export function assertNotTooFast({ fields }: FormBody, minFillMs: number): void {
  const elapsed = fields[ELAPSED_FIELD];
  if (minFillMs <= 0 || elapsed === undefined) return;
  if (typeof elapsed !== "number" || !Number.isFinite(elapsed) || elapsed < minFillMs) {
    throw new HttpError(400, formMessages.tooFast);
  }
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

/**
 * Verifies the reCAPTCHA token when captcha is on. A failed check is refused
 * with a message; a check that cannot be made (the service is down or slow)
 * lets the submission through marked 'unverified' for a person to review.
 */
export async function checkCaptcha(
  captcha: CaptchaVerifier | null,
  { fields }: FormBody,
  request: FastifyRequest,
): Promise<CaptchaResult> {
  if (!captcha) return "off";
  const token = fields[CAPTCHA_FIELD];
  if (typeof token !== "string" || token.trim() === "" || token.length > CAPTCHA_TOKEN_MAX) {
    throw new HttpError(400, formMessages.captchaMissing);
  }
  const outcome = await captcha.verify(token, request.ip);
  if (outcome.kind === "passed") return "passed";
  if (outcome.kind === "rejected") {
    request.log.info({ reason: outcome.reason }, "reCAPTCHA check failed");
    throw new HttpError(400, formMessages.captchaFailed);
  }
  request.log.warn(
    { reason: outcome.reason },
    "reCAPTCHA could not be verified; the submission is kept and marked unverified",
  );
  return "unverified";
}
