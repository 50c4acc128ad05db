import { SOURCE_FORM_FIELD, SOURCE_PAGE_FIELD } from "./contact-fields.ts";
import { parseVisitSource, SOURCE_VISIT_FIELD } from "./visit-source.ts";
import { z } from "./zod-setup.ts";

/**
 * Which form an enquiry came from: the enquiry form's placement and
 * the page it was on. The form sends both as extra fields (hidden inputs in
 * the HTML post, extra keys in the JSON); they are labels for the console,
 * never refused: a value that is not one of ours is stored as unknown (null).
 */
export const ENQUIRY_SOURCE_FORMS = ["get-in-touch", "talk-to-us", "services"] as const;
export type EnquirySourceForm = (typeof ENQUIRY_SOURCE_FORMS)[number];

// A site path: lower-case letters, digits, dashes and slashes, as the route table has them.
const PAGE_PATH = /^\/[a-z0-9/-]{0,120}$/;

/** The page a form was sent from (an enquiry, a comment, a sign-up): its language is stored with it. */
export const sourcePageSchema = z.string().regex(PAGE_PATH).nullable().catch(null);

export const enquirySourceSchema = z.object({
  [SOURCE_FORM_FIELD]: z.enum(ENQUIRY_SOURCE_FORMS).nullable().catch(null),
  [SOURCE_PAGE_FIELD]: sourcePageSchema,
  // Where the visit began (./visit-source.ts): null when absent or implausible.
  [SOURCE_VISIT_FIELD]: z
    .string()
    .nullish()
    .transform((value) => (value ? parseVisitSource(value) : null))
    .catch(null),
});

export type EnquirySource = z.output<typeof enquirySourceSchema>;
