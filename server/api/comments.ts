import type { FastifyInstance } from "fastify";
import { commentSchema } from "../../app/contact/comment-schema.ts";
import { formatPhoneNumber } from "../../app/contact/contact-schema.ts";
import type { CaptchaVerifier } from "../captcha.ts";
import type { Config } from "../config.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { hasCommentWithKey, storeComment } from "../db/comments.ts";
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

export const commentReplies = {
  received:
    "Thank you for your comment! It will appear on the page once a moderator has approved it.",
} as const;

/** POST /api/comments: stores a blog comment as 'pending' until a person approves it. */
export async function commentRoutes(
  app: FastifyInstance,
  options: { database: DatabaseHandle; config: Config; captcha: CaptchaVerifier | null },
) {
  const { database, config, captcha } = options;

  app.post(
    "/comments",
    { bodyLimit: FORM_BODY_LIMIT, config: formRateLimit },
    async (request, reply) => {
      const body = formBody(request.body);
      const received = { success: true, message: commentReplies.received };
      if (isHoneypotFilled(body)) {
        request.log.info("Comment honeypot was filled: answered as received, stored nothing");
        return reply.code(201).send(received);
      }
      const parsed = commentSchema.safeParse(body.fields);
      if (!parsed.success) throw invalidFields(parsed.error, body);
      assertNotTooFast(body, config.forms.minFillMs);
      const key = idempotencyKey(request);
      // As for enquiries: a retry of a stored comment is answered before the captcha.
      if (
        key &&
        (await withDatabase(request, "Looking up an Idempotency-Key", () =>
          hasCommentWithKey(database, key),
        ))
      ) {
        return reply.code(201).header("idempotent-replayed", "true").send(received);
      }
      const captchaResult = await checkCaptcha(captcha, body, request);
      const comment = {
        ...parsed.data,
        phone: parsed.data.phone === undefined ? undefined : formatPhoneNumber(parsed.data.phone),
      };
      const { stored } = await withDatabase(request, "Storing a comment", () =>
        storeComment(database, comment, { idempotencyKey: key, captcha: captchaResult }),
      );
      if (stored) request.log.info("Blog comment stored for moderation");
      return reply.code(201).send(received);
    },
  );
}
