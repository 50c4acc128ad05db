import { randomUUID } from "node:crypto";
import type { DatabaseHandle } from "./connection.ts";
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
 * approves it. A repeated Idempotency-Key stores nothing.
 */
export async function storeComment(
  database: DatabaseHandle,
  comment: NewComment,
  { idempotencyKey, captcha }: { idempotencyKey: string | null; captcha: CaptchaResult },
): Promise<{ stored: boolean }> {
  const row = await database.db
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
      idempotency_key: idempotencyKey,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column("idempotency_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  return { stored: row !== undefined };
}

/** True when a comment was already stored under this Idempotency-Key. */
export async function hasCommentWithKey(database: DatabaseHandle, key: string): Promise<boolean> {
  const row = await database.db
    .selectFrom("blog_comments")
    .select("id")
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
  return row !== undefined;
}
