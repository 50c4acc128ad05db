import { randomUUID } from "node:crypto";
import type { DatabaseHandle } from "./connection.ts";
import { claimIdempotencyKey, type IdempotencyClaim } from "./idempotency.ts";
import type { CaptchaResult } from "./schema.ts";

export interface NewComment {
  name: string;
  email: string;
  phone?: string | undefined;
  option?: string | undefined;
  message: string;
  postSlug?: string | undefined;
}

/**
 * Stores a blog comment for moderation: it is 'pending' until a person
 * approves it. A key claimed by an earlier request (in the last 24 hours)
 * stores nothing.
 */
export async function storeComment(
  database: DatabaseHandle,
  comment: NewComment,
  { idempotency, captcha }: { idempotency: IdempotencyClaim | null; captcha: CaptchaResult },
): Promise<{ stored: boolean }> {
  return database.db.transaction().execute(async (trx) => {
    if (idempotency && !(await claimIdempotencyKey(trx, idempotency))) return { stored: false };
    await trx
      .insertInto("blog_comments")
      .values({
        id: randomUUID(),
        post_slug: comment.postSlug ?? null,
        name: comment.name,
        email: comment.email,
        phone: comment.phone ?? null,
        option: comment.option ?? null,
        message: comment.message,
        status: "pending",
        captcha,
        created_at: new Date().toISOString(),
      })
      .execute();
    return { stored: true };
  });
}
