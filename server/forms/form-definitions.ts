import { commentSchema } from "../../app/forms/comment-schema.ts";
import { contactSchema, formatPhoneNumber } from "../../app/forms/contact-schema.ts";
import { enquirySourceSchema } from "../../app/forms/enquiry-source.ts";
import { newsletterSchema } from "../../app/forms/newsletter-schema.ts";
import { formReplies } from "../../app/content/forms.ts";
import type { FastifyBaseLogger } from "fastify";
import type { SiteSettings } from "../../app/lib/site-content.ts";
import type { Config } from "../config.ts";
import { storeComment } from "../db/comments.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { storeEnquiry, type StoreEnquiryOptions } from "../db/enquiries.ts";
import { subscribe } from "../db/newsletter.ts";
import { enquiryNotification } from "../mail/enquiry-email.ts";
import { confirmationEmail, type NewsletterMailLanguage } from "../mail/newsletter-email.ts";
import type { FormDefinition } from "./form-service.ts";

export { formReplies };

/** The site's three public forms and where each stores what it receives. */
export function formDefinitions(options: {
  database: DatabaseHandle;
  config: Config;
  /**
   * Called once an enquiry and its e-mail are committed (wakes the mail
   * relay, and counts it in the analytics with who sent it and from where).
   */
  onEnquiryStored?: (
    enquiry: { id: string; page: string | null; language: string | null },
    who: { address: string; userAgent: string },
  ) => void;
  /** Called once an e-mail to a subscriber is queued (wakes the mail relay). */
  onMailQueued?: () => void;
  /** Queues a stored enquiry's lead alerts in its transaction (server/webhooks/lead-alerts.ts). */
  enquiryAlerts?: StoreEnquiryOptions["alerts"];
  /** The agency's settings (its name and address sign the newsletter's e-mail; decision 037). */
  settings: (log: FastifyBaseLogger) => Promise<SiteSettings>;
  /** The code of the language a page of the site is in, from its path (decision 049). */
  languageOf?: (path: string) => Promise<string>;
  /** The newsletter e-mail's words and links in a language (`page:newsletter`), else the default's. */
  newsletterMail: (code: string | null, log: FastifyBaseLogger) => Promise<NewsletterMailLanguage>;
}): FormDefinition<never>[] {
  const { database, config } = options;
  // The language of the page a form was sent from; unknown without its page.
  const languageOf = async (page: string | null) =>
    page && options.languageOf ? options.languageOf(page) : null;

  // Enquiries (the contact page, the home 'Talk to us' form, the Services
  // block): stored with their notification e-mail in one transaction, with
  // the form and page they came from (extra fields, never refused).
  const enquirySchema = contactSchema.extend(enquirySourceSchema.shape);
  const contact: FormDefinition<ReturnType<typeof enquirySchema.parse>> = {
    kind: "contact",
    name: "Enquiry",
    schema: enquirySchema,
    reply: formReplies.contact,
    idempotent: true,
    spamSubject: (data) => ({
      table: "contact_enquiries",
      email: data.email,
      message: data.message,
    }),
    async store(data, { idempotency, captcha, spam, log, who }) {
      const { sourceForm, sourcePage, sourceVisit, ...fields } = data;
      const enquiry = {
        ...fields,
        phone: formatPhoneNumber(data.phone),
        source: {
          form: sourceForm,
          page: sourcePage,
          language: await languageOf(sourcePage),
          landingPage: sourceVisit?.landingPage ?? null,
          referrer: sourceVisit?.referrer ?? null,
          utm: sourceVisit?.utm ?? {},
        },
      };
      const result = await storeEnquiry(database, enquiry, {
        idempotency,
        captcha,
        spam,
        // Only with ENQUIRY_NOTIFY_TO: without it no one is there to notify (nor for spam).
        notification: config.mail?.notifyTo ? enquiryNotification : null,
        // Lead alerts to the webhooks of /admin/integrations, sent by the same relay.
        alerts: options.enquiryAlerts ?? null,
      });
      // Not stored: the same key arrived twice at once and the other request claimed it.
      if (!result.stored) return { replayed: true };
      log.info(
        { enquiryId: result.id, captcha, spamScore: spam?.score, spam: spam?.spam },
        spam?.spam ? "Enquiry stored as spam" : "Enquiry stored",
      );
      options.onEnquiryStored?.(
        { id: result.id, page: sourcePage, language: enquiry.source.language },
        who,
      );
      return {};
    },
  };

  // Double opt-in (server/db/newsletter.ts): an address is stored once
  // (lower-case) as pending, with a confirmation e-mail in the outbox. Every
  // sign-up answers the same, so the answer reveals nothing about who is
  // subscribed. The e-mail is queued even when SMTP is not configured: it
  // waits in the outbox, like the console's invitations.
  const newsletter: FormDefinition<ReturnType<typeof newsletterSchema.parse>> = {
    kind: "newsletter",
    name: "Newsletter subscription",
    schema: newsletterSchema,
    reply: formReplies.newsletter,
    async store(data, { captcha, log }) {
      const language = await languageOf(data.sourcePage);
      const [sender, mail] = await Promise.all([
        options.settings(log),
        options.newsletterMail(language, log),
      ]);
      const { outcome } = await subscribe(database, data.email, {
        captcha,
        language,
        confirmationMail: (links) => confirmationEmail(config.siteUrl, links, sender, mail),
      });
      if (outcome !== "unchanged") {
        log.info({ outcome }, "Newsletter sign-up stored; confirmation e-mail queued");
        options.onMailQueued?.();
      }
      return {};
    },
  };

  // A blog comment waits as 'pending' until a person approves it.
  const comment: FormDefinition<ReturnType<typeof commentSchema.parse>> = {
    kind: "comment",
    name: "Comment",
    schema: commentSchema,
    reply: formReplies.comment,
    idempotent: true,
    spamSubject: (data) => ({ table: "blog_comments", email: data.email, message: data.message }),
    async store(data, { idempotency, captcha, spam, log }) {
      const phone = data.phone === undefined ? undefined : formatPhoneNumber(data.phone);
      const { sourcePage, ...comment } = data;
      const { stored } = await storeComment(
        database,
        { ...comment, phone, language: await languageOf(sourcePage) },
        { idempotency, captcha, spam },
      );
      if (!stored) return { replayed: true };
      log.info(
        { spamScore: spam?.score, spam: spam?.spam },
        spam?.spam ? "Blog comment stored as spam" : "Blog comment stored for moderation",
      );
      return {};
    },
  };

  return [contact, newsletter, comment] as FormDefinition<never>[];
}
