/**
 * What every public form sends besides its fields, and what a page's form
 * action answers, shared by the browser, the route actions and the API
 * (docs/decisions/012-bot-checks.md, 017-html-forms-first.md). Browser-safe.
 */

/** A hidden text field people leave empty; a value in it marks a bot. */
export const HONEYPOT_FIELD = "website";

/**
 * The server-signed time the page was served (`<seconds>.<signature>`), in a
 * hidden field of every form; the minimum fill time counts from it.
 */
export const STAMP_FIELD = "formStamp";

/**
 * What the server writes in place of the stamp when it renders a page; each
 * response replaces it with a fresh stamp (server/http/document-versions.ts).
 */
export const STAMP_PLACEHOLDER = "__GENESIS_FORM_STAMP__";

/** Which form a page's POST comes from (a page may show two: a comment form and the newsletter). */
export const FORM_FIELD = "form";
export const FORM_KINDS = ["contact", "newsletter", "comment"] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/** The interface's words each form is answered with once it went through (app/lib/page-copy.ts). */
export const REPLY_WORDS = {
  contact: "contactReply",
  comment: "commentReply",
  newsletter: "newsletterReply",
} as const satisfies Record<FormKind, string>;

/** The reCAPTCHA v3 token, taken with action CAPTCHA_ACTION for each request (when captcha is on). */
export const CAPTCHA_FIELD = "recaptchaToken";
export const CAPTCHA_ACTION = "submit";

/** One random value (crypto.randomUUID()) per submission, repeated on its retries. */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/** What a submission came to, whichever way it arrived (API or page form). */
export type FormOutcome =
  | { ok: true; status: 201; message: string; replayed: boolean }
  | { ok: false; status: number; message: string; errors?: Record<string, string> };

/**
 * A page's form action's answer (no JavaScript, or sent before the page's
 * scripts ran): the outcome, and on a refusal what was typed, so the page is
 * shown again with every message and the values kept.
 */
export interface FormActionData {
  form: FormKind;
  sent: boolean;
  message: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
}
