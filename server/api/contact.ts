import type { FastifyInstance } from "fastify";
import { contactSchema, formatPhoneNumber } from "../../app/contact/contact-schema.ts";
import type { CaptchaVerifier } from "../captcha.ts";
import type { Config } from "../config.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { hasEnquiryWithKey, storeEnquiry } from "../db/enquiries.ts";
import { enquiryNotification } from "../mail/enquiry-email.ts";
import { withDatabase } from "./errors.ts";
import {
  FORM_BODY_LIMIT,
  assertNotTooFast,
  checkCaptcha,
  formBody,
  idempotencyKey,
  invalidFields,
  isHoneypotFilled,
} from "./form-guards.ts";
import { formRateLimit } from "./rate-limit.ts";

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
 * enquiry is committed; 400 with `errors` per field; 413, 415, 429, 503 as JSON.
 */
export async function contactRoutes(app: FastifyInstance, options: ContactRouteOptions) {
  const { database, config, captcha } = options;

  app.post(
    "/contact",
    { bodyLimit: FORM_BODY_LIMIT, config: formRateLimit },
    async (request, reply) => {
      const body = formBody(request.body);
      const sent = { success: true, message: contactReplies.sent };

      // Bots get the answer a person would, so they learn nothing; nothing is stored.
      if (isHoneypotFilled(body)) {
        request.log.info("Contact form honeypot was filled: answered as sent, stored nothing");
        return reply.code(201).send(sent);
      }

      const parsed = contactSchema.safeParse(body.fields);
      if (!parsed.success) throw invalidFields(parsed.error, body);
      assertNotTooFast(body, config.forms.minFillMs);
      const key = idempotencyKey(request);

      // A retry of a stored submission is answered before the captcha, whose
      // token was spent by the first attempt.
      if (
        key &&
        (await withDatabase(request, "Looking up an Idempotency-Key", () =>
          hasEnquiryWithKey(database, key),
        ))
      ) {
        return reply.code(201).header("idempotent-replayed", "true").send(sent);
      }

      const captchaResult = await checkCaptcha(captcha, body, request);
      const enquiry = { ...parsed.data, phone: formatPhoneNumber(parsed.data.phone) };
      const result = await withDatabase(request, "Storing an enquiry", () =>
        storeEnquiry(database, enquiry, {
          idempotencyKey: key,
          captcha: captchaResult,
          notification: config.mail ? enquiryNotification : null,
        }),
      );
      if (!result.stored) {
        // The same key arrived twice at once and the other request stored it.
        return reply.code(201).header("idempotent-replayed", "true").send(sent);
      }
      request.log.info({ enquiryId: result.id, captcha: captchaResult }, "Enquiry stored");
      options.onEnquiryStored?.();
      return reply.code(201).send(sent);
    },
  );
}
