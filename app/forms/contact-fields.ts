/**
 * The forms' field names and choices, without the rules. Kept apart from the
 * zod schemas so a page can render and hydrate its forms without loading zod
 * and the phone-number metadata, which arrive on first use (form-validators.ts).
 */

export const CONTACT_SUBJECTS = ["Support", "Sales", "General", "Development"] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** The fields in the order the form shows them (focus goes to the first invalid one). */
export const CONTACT_FIELDS = ["name", "email", "phone", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export const COMMENT_FIELDS = ["name", "email", "phone", "option", "message"] as const;
export type CommentField = (typeof COMMENT_FIELDS)[number];

export const NEWSLETTER_FIELDS = ["email"] as const;
export type NewsletterField = (typeof NEWSLETTER_FIELDS)[number];

/**
 * The extra fields naming where a form was sent from (./enquiry-source.ts):
 * an enquiry's form placement, and the page of an enquiry, a comment or a
 * sign-up, whose language is stored with it.
 */
export const SOURCE_FORM_FIELD = "sourceForm";
export const SOURCE_PAGE_FIELD = "sourcePage";
