import { z } from "./zod-setup.ts";
import { emailSchema } from "./contact-schema.ts";

/**
 * The footer's newsletter field, shared by the browser and POST /api/newsletter.
 * Addresses are stored lower-case so one person is subscribed once.
 */
export const newsletterSchema = z.object({
  email: emailSchema.toLowerCase(),
});

export type NewsletterSubscription = z.output<typeof newsletterSchema>;
