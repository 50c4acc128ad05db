import type { FastifyInstance } from "fastify";
import { newsletterSchema } from "../../app/contact/newsletter-schema.ts";
import type { CaptchaVerifier } from "../captcha.ts";
import type { Config } from "../config.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { subscribe } from "../db/newsletter.ts";
import { formEndpoint } from "./form-endpoint.ts";

export const newsletterReplies = {
  subscribed: "Thank you for subscribing! You will receive our next newsletter by e-mail.",
} as const;

/**
 * POST /api/newsletter `{email}`: stores the address once (lower-case). A
 * second subscription answers the same, so the answer reveals nothing about
 * who is subscribed; Idempotency-Key is not needed for that.
 */
export async function newsletterRoutes(
  app: FastifyInstance,
  options: { database: DatabaseHandle; config: Config; captcha: CaptchaVerifier | null },
) {
  formEndpoint(app, {
    path: "/newsletter",
    name: "Newsletter subscription",
    schema: newsletterSchema,
    reply: newsletterReplies.subscribed,
    config: options.config,
    captcha: options.captcha,
    async store(data, { captcha, log }) {
      const { created } = await subscribe(options.database, data.email, captcha);
      if (created) log.info("Newsletter subscription stored");
      return {};
    },
  });
}
