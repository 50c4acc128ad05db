/**
 * What every public form sends besides its fields, shared by the browser and
 * the API (docs/decisions/012-bot-checks.md). Browser-safe.
 */

/** A hidden text field people leave empty; a value in it marks a bot. */
export const HONEYPOT_FIELD = "website";

/** Milliseconds the form was on screen before sending, measured by the browser's own clock. */
export const ELAPSED_FIELD = "elapsedMs";

/** The reCAPTCHA v3 token, taken with action CAPTCHA_ACTION for each request (when captcha is on). */
export const CAPTCHA_FIELD = "recaptchaToken";
export const CAPTCHA_ACTION = "submit";

/** One random value (crypto.randomUUID()) per submission, repeated on its retries. */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
