import { commentSchema } from "../../app/contact/comment-schema.ts";
import { contactSchema, formatPhoneNumber } from "../../app/contact/contact-schema.ts";
import { newsletterSchema } from "../../app/contact/newsletter-schema.ts";
import type { Config } from "../config.ts";
import { hasCommentWithKey, storeComment } from "../db/comments.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { hasEnquiryWithKey, storeEnquiry } from "../db/enquiries.ts";
import { subscribe } from "../db/newsletter.ts";
import { enquiryNotification } from "../mail/enquiry-email.ts";
import type { FormDefinition } from "./form-service.ts";

export const formReplies = {
  contact: "Thank you! Your message has been sent. We will get back to you soon.",
  newsletter: "Thank you for subscribing! You will receive our next newsletter by e-mail.",
  comment:
    "Thank you for your comment! It will appear on the page once a moderator has approved it.",
} as const;

/** The site's three public forms and where each stores what it receives. */
export function formDefinitions(options: {
  database: DatabaseHandle;
  config: Config;
  /** Called once an enquiry and its e-mail are committed (wakes the mail relay). */
  onEnquiryStored?: () => void;
}): FormDefinition<never>[] {
  const { database, config } = options;

  // Enquiries (the contact page, the home 'Talk to us' form, the Services
  // block): stored with their notification e-mail in one transaction.
  const contact: FormDefinition<ReturnType<typeof contactSchema.parse>> = {
    kind: "contact",
    name: "Enquiry",
    schema: contactSchema,
    reply: formReplies.contact,
    isStored: (key) => hasEnquiryWithKey(database, key),
    async store(data, { key, captcha, log }) {
      const enquiry = { ...data, phone: formatPhoneNumber(data.phone) };
      const result = await storeEnquiry(database, enquiry, {
        idempotencyKey: key,
        captcha,
        notification: config.mail ? enquiryNotification : null,
      });
      // Not stored: the same key arrived twice at once and the other request stored it.
      if (!result.stored) return { replayed: true };
      log.info({ enquiryId: result.id, captcha }, "Enquiry stored");
      options.onEnquiryStored?.();
      return {};
    },
  };

  // An address is stored once (lower-case). A second subscription answers the
  // same, so the answer reveals nothing about who is subscribed.
  const newsletter: FormDefinition<ReturnType<typeof newsletterSchema.parse>> = {
    kind: "newsletter",
    name: "Newsletter subscription",
    schema: newsletterSchema,
    reply: formReplies.newsletter,
    async store(data, { captcha, log }) {
      const { created } = await subscribe(database, data.email, captcha);
      if (created) log.info("Newsletter subscription stored");
      return {};
    },
  };

  // A blog comment waits as 'pending' until a person approves it.
  const comment: FormDefinition<ReturnType<typeof commentSchema.parse>> = {
    kind: "comment",
    name: "Comment",
    schema: commentSchema,
    reply: formReplies.comment,
    isStored: (key) => hasCommentWithKey(database, key),
    async store(data, { key, captcha, log }) {
      const phone = data.phone === undefined ? undefined : formatPhoneNumber(data.phone);
      const { stored } = await storeComment(
        database,
        { ...data, phone },
        { idempotencyKey: key, captcha },
      );
      if (stored) log.info("Blog comment stored for moderation");
      return {};
    },
  };

  return [contact, newsletter, comment] as FormDefinition<never>[];
}
