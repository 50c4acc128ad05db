import type { FastifyInstance } from "fastify";
import { commentSchema } from "../../app/contact/comment-schema.ts";
import { formatPhoneNumber } from "../../app/contact/contact-schema.ts";
import type { CaptchaVerifier } from "../captcha.ts";
import type { Config } from "../config.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { hasCommentWithKey, storeComment } from "../db/comments.ts";
import { formEndpoint } from "./form-endpoint.ts";

export const commentReplies = {
  received:
    "Thank you for your comment! It will appear on the page once a moderator has approved it.",
} as const;

/** POST /api/comments: stores a blog comment as 'pending' until a person approves it. */
export async function commentRoutes(
  app: FastifyInstance,
  options: { database: DatabaseHandle; config: Config; captcha: CaptchaVerifier | null },
) {
  const { database } = options;
  formEndpoint(app, {
    path: "/comments",
    name: "Comment",
    schema: commentSchema,
    reply: commentReplies.received,
    config: options.config,
    captcha: options.captcha,
    isStored: (key) => hasCommentWithKey(database, key),
    async store(data, { key, captcha, log }) {
      const comment = {
        ...data,
        phone: data.phone === undefined ? undefined : formatPhoneNumber(data.phone),
      };
      const { stored } = await storeComment(database, comment, { idempotencyKey: key, captcha });
      if (stored) log.info("Blog comment stored for moderation");
      return {};
    },
  });
}
