import type { FastifyInstance } from "fastify";
import { newsletterSchema } from "../../app/contact/newsletter-schema.ts";
import type { CaptchaVerifier } from "../captcha.ts";
import type { Config } from "../config.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { subscribe } from "../db/newsletter.ts";
import { withDatabase } from "./errors.ts";
import {
  FORM_BODY_LIMIT,
  assertNotTooFast,
  checkCaptcha,
  formBody,
  invalidFields,
  isHoneypotFilled,
} from "./form-guards.ts";
import { formRateLimit } from "./rate-limit.ts";

export const newsletterReplies = {
  subscribed: "Thank you for subscribing! You will receive our next newsletter by e-mail.",
} as const;

/**
 * POST /api/newsletter `{email}`: stores the address once (lower-case). A
 * second subscription answers the same, so the answer reveals nothing about
 * who is subscribed.
 */
export async function newsletterRoutes(
  app: FastifyInstance,
  options: { database: DatabaseHandle; config: Config; captcha: CaptchaVerifier | null },
) {
  const { database, config, captcha } = options;

  app.post(
    "/newsletter",
    { bodyLimit: FORM_BODY_LIMIT, config: formRateLimit },
    async (request, reply) => {
      const body = formBody(request.body);
      const subscribed = { success: true, message: newsletterReplies.subscribed };
      if (isHoneypotFilled(body)) {
        request.log.info("Newsletter honeypot was filled: answered as subscribed, stored nothing");
        return reply.code(201).send(subscribed);
      }
      const parsed = newsletterSchema.safeParse(body.fields);
      if (!parsed.success) throw invalidFields(parsed.error, body);
      assertNotTooFast(body, config.forms.minFillMs);
      const captchaResult = await checkCaptcha(captcha, body, request);
      const { created } = await withDatabase(request, "Storing a subscription", () =>
        subscribe(database, parsed.data.email, captchaResult),
      );
      if (created) request.log.info("Newsletter subscription stored");
      return reply.code(201).send(subscribed);
    },
  );
}
