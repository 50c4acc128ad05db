import { z } from "./zod-setup.ts";
import { emailSchema } from "./contact-schema.ts";
import { SOURCE_PAGE_FIELD } from "./contact-fields.ts";
import { sourcePageSchema } from "./enquiry-source.ts";

/**
 * The footer's newsletter field, shared by the browser and POST /api/newsletter.
 * Addresses are stored lower-case so one person is subscribed once.
 */
export const newsletterSchema = z.object({
  email: emailSchema.toLowerCase(),
  // The page it was sent from: its language is stored with it (never refused).
  [SOURCE_PAGE_FIELD]: sourcePageSchema,
});

export type NewsletterSubscription = z.output<typeof newsletterSchema>;
