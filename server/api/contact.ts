import type { FastifyInstance } from "fastify";
import { contactSchema, formatPhoneNumber } from "../../app/contact/contact-schema.ts";
import type { CaptchaVerifier } from "../captcha.ts";
import type { Config } from "../config.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { hasEnquiryWithKey, storeEnquiry } from "../db/enquiries.ts";
import { enquiryNotification } from "../mail/enquiry-email.ts";
import { formEndpoint } from "./form-endpoint.ts";

export const contactReplies = {
  sent: "Thank you! Your message has been sent. We will get back to you soon.",
} as const;

export interface ContactRouteOptions {
  database: DatabaseHandle;
  config: Config;
  captcha: CaptchaVerifier | null;
  /** Called once an enquiry and its e-mail are committed (wakes the mail relay). */
  onEnquiryStored?: () => void;
}

/**
 * POST /api/contact (spec §7, architecture "HTTP API"): 201 only once the
 * enquiry and its notification e-mail are committed; 400 with `errors` per
 * field; 413, 415, 429, 503 as JSON (form-endpoint.ts).
 */
export async function contactRoutes(app: FastifyInstance, options: ContactRouteOptions) {
  const { database, config } = options;
  formEndpoint(app, {
    path: "/contact",
    name: "Enquiry",
    schema: contactSchema,
    reply: contactReplies.sent,
    config,
    captcha: options.captcha,
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
  });
}
