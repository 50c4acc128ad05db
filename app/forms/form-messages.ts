import { formatCount } from "../lib/format-count.ts";

/**
 * The forms' messages, apart from their rules (zod loads on first use): the
 * rules and the server give them in English, and a page shows the interface's
 * words for each instead, looked up by its key (`messageIn`), the interface's
 * words being keyed alike (app/lib/page-copy.ts, InterfaceCopy).
 */

/**
 * Maximum lengths (UTF-16 code units, as `String.length` counts). The message
 * limit keeps the largest valid request — 4,000 three-byte characters plus a
 * reCAPTCHA token — under the API's 16 kB body limit, so a valid form never
 * meets a 413.
 */
export const CONTACT_LIMITS = { name: 100, email: 254, phone: 32, message: 4000 } as const;

export const contactMessages = {
  nameRequired: "Please enter your name.",
  nameTooLong: `Your name can be at most ${CONTACT_LIMITS.name} characters long.`,
  nameLetters:
    "Your name can only contain letters and spaces, with hyphens, apostrophes or full stops between letters.",
  emailRequired: "Please enter your email address.",
  emailTooLong: `Your email address can be at most ${CONTACT_LIMITS.email} characters long.`,
  emailInvalid: "Please enter a valid email address.",
  phoneRequired: "Please enter your phone number.",
  phoneTooLong: `Your phone number can be at most ${CONTACT_LIMITS.phone} characters long.`,
  phoneInvalid:
    "Please enter a valid phone number, with the country code (for example +44) if you are outside the US.",
  subjectRequired: "Please choose a subject.",
  messageRequired: "Please enter a message.",
  messageTooLong: `Your message can be at most ${formatCount(CONTACT_LIMITS.message)} characters long.`,
  messageCharacters: "Your message contains characters we cannot accept.",
} as const;

export const commentMessages = {
  optionInvalid: "Please choose one of the options.",
  postInvalid: "This comment does not belong to a known blog post.",
} as const;

/**
 * What the server answers a form it refused as a whole (server/forms/,
 * server/http/errors.ts): the notice a visitor reads over the form.
 */
export const NOTICE_MESSAGES = {
  invalidFields: "Some fields need your attention. Please check the messages next to them.",
  tooFast:
    "That was quicker than we expected from a person. Please check your details and send the form again.",
  staleForm:
    "This form has been open for a long time. Please check your details and send the form again.",
  captchaMissing: "The spam check did not run. Please reload the page and try again.",
  captchaFailed: "We could not confirm that this was sent by a person. Please try again.",
  tooMany: "Too many requests. Please wait a moment and try again.",
  unavailable: "The service is temporarily unavailable. Please try again in a moment.",
  internal: "Something went wrong on our side. Please try again.",
} as const;

/** Every field message and notice by its key. */
export const FORM_MESSAGES = {
  ...contactMessages,
  ...commentMessages,
  ...NOTICE_MESSAGES,
} as const;
export type FormMessageKey = keyof typeof FORM_MESSAGES;

const KEYS = new Map(
  Object.entries(FORM_MESSAGES).map(([key, text]) => [text as string, key as FormMessageKey]),
);

/**
 * A form's message in the page's words: the rules' or the server's English
 * message is looked up by its key among `words` (the interface's words in the
 * page's language); a message that is not one of ours is shown as it is.
 */
export function messageIn(
  words: Partial<Record<FormMessageKey, string>> | null | undefined,
  message: string,
): string {
  const key = KEYS.get(message);
  return (key && words?.[key]) || message;
}
