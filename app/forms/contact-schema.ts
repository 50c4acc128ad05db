import { isValidPhoneNumber, parsePhoneNumberFromString } from "libphonenumber-js/min";
import { z } from "./zod-setup.ts";
import { CONTACT_FIELDS, CONTACT_SUBJECTS, type ContactField } from "./contact-fields.ts";
import { fieldErrors, parseFields, type FieldErrors } from "./field-errors.ts";
import { CONTACT_LIMITS, contactMessages } from "./form-messages.ts";

/**
 * The contact enquiry's rules (spec §5), shared by the browser form and
 * POST /api/contact so both say the same thing in the same words. Browser-safe:
 * no Node imports; libphonenumber's `min` metadata keeps the bundle small.
 */

export { fieldErrors, type FieldErrors };
export { CONTACT_FIELDS, CONTACT_SUBJECTS, type ContactField };
export type { ContactSubject } from "./contact-fields.ts";

/** Numbers typed without a leading + are read as US numbers: the agency is in Wyoming. */
export const DEFAULT_PHONE_COUNTRY = "US";

export { CONTACT_LIMITS, contactMessages } from "./form-messages.ts";

// A name is words separated by single spaces. A word is runs of letters (any
// script, with combining accents) joined by a hyphen, an apostrophe (' or ’)
// or a full stop, and may end in a full stop: Jean-Luc, O'Brien, J.R.R.,
// St. John. Zero-width (non-)joiners may sit between letters, as Persian and
// Indic names need. Wider than spec §5's "letters and spaces only", which
// would turn real clients away (docs/decisions/018-names.md).
const letters = String.raw`\p{L}(?:[\p{L}\p{M}]|[\u200C\u200D](?=\p{L}))*`;
const word = String.raw`${letters}(?:[-'\u2019.]${letters})*\.?`;
const NAME_PATTERN = new RegExp(`^${word}(?: ${word})*$`, "u");

// What people type in phone numbers: digits, spaces, dashes, dots, parentheses
// and one leading +. Letters ("ext", vanity numbers) are refused.
const PHONE_CHARACTERS = /^\+?[0-9 ().-]+$/;

// Control characters other than tab and line breaks, and unpaired surrogates,
// have no place in a message and cannot all be stored (PostgreSQL refuses NUL).
function hasUnacceptableCharacters(text: string): boolean {
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
    if (code === 0x7f || (code >= 0xd800 && code <= 0xdfff)) return true;
  }
  return false;
}

export const nameSchema = z
  .string({ error: contactMessages.nameRequired })
  .trim()
  .normalize("NFC")
  .overwrite((value) => value.replace(/ {2,}/g, " "))
  .min(1, contactMessages.nameRequired)
  .max(CONTACT_LIMITS.name, contactMessages.nameTooLong)
  .regex(NAME_PATTERN, contactMessages.nameLetters);

export const emailSchema = z
  .string({ error: contactMessages.emailRequired })
  .trim()
  .min(1, contactMessages.emailRequired)
  .max(CONTACT_LIMITS.email, contactMessages.emailTooLong)
  .regex(z.regexes.email, contactMessages.emailInvalid);

export const phoneSchema = z
  .string({ error: contactMessages.phoneRequired })
  .trim()
  .min(1, contactMessages.phoneRequired)
  .max(CONTACT_LIMITS.phone, contactMessages.phoneTooLong)
  .refine(
    (value) => PHONE_CHARACTERS.test(value) && isValidPhoneNumber(value, DEFAULT_PHONE_COUNTRY),
    contactMessages.phoneInvalid,
  );

export const subjectSchema = z.enum(CONTACT_SUBJECTS, { error: contactMessages.subjectRequired });

/** Multi-line free text: the enquiry's message, a comment. */
export const messageSchema = z
  .string({ error: contactMessages.messageRequired })
  .trim()
  .min(1, contactMessages.messageRequired)
  .max(CONTACT_LIMITS.message, contactMessages.messageTooLong)
  .refine((value) => !hasUnacceptableCharacters(value), contactMessages.messageCharacters);

export const contactSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  phone: phoneSchema,
  subject: subjectSchema,
  message: messageSchema,
} satisfies Record<ContactField, z.ZodType>);

/** A valid enquiry, trimmed and normalised. */
export type ContactEnquiry = z.output<typeof contactSchema>;
/** The form's state: every field a string, the subject '' until one is chosen. */
export type ContactFormValues = Record<ContactField, string>;

export type ContactValidation =
  | { success: true; data: ContactEnquiry }
  | { success: false; errors: Partial<Record<ContactField, string>> };

/**
 * Validates the whole form; on failure, one message per invalid field. Anything
 * that is not an object counts as an empty form, so every field says what it needs.
 */
export function validateContact(values: unknown): ContactValidation {
  const isObject = typeof values === "object" && values !== null && !Array.isArray(values);
  const parsed = parseFields(contactSchema, isObject ? values : {});
  return parsed.ok
    ? { success: true, data: parsed.data }
    : { success: false, errors: parsed.errors };
}

/** A valid phone number in international form ("+1 307 555 0142"), as stored and e-mailed. */
export function formatPhoneNumber(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone.trim(), DEFAULT_PHONE_COUNTRY);
  return parsed ? parsed.formatInternational() : phone.trim();
}
