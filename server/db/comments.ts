import { randomUUID } from "node:crypto";
import type { DatabaseHandle } from "./connection.ts";
import { claimIdempotencyKey, type IdempotencyClaim } from "./idempotency.ts";
import type { CaptchaResult } from "./schema.ts";
import { spamColumns, type SpamFiling } from "./spam-columns.ts";

export interface NewComment {
  name: string;
  email: string;
  phone?: string | undefined;
  option?: string | undefined;
  message: string;
  postSlug?: string | undefined;
  /** The code of the language of the page it was sent from. */
  language?: string | null;
}

/**
 * Stores a blog comment for moderation: it is 'pending' until a person
 * approves it, or 'spam' when the spam score files it so (with its score and
 * reasons). A key claimed by an earlier request (in the last 24 hours)
 * stores nothing.
 */
export async function storeComment(
  database: DatabaseHandle,
  comment: NewComment,
  {
    idempotency,
    captcha,
    spam = null,
  }: { idempotency: IdempotencyClaim | null; captcha: CaptchaResult; spam?: SpamFiling | null },
): Promise<{ stored: boolean }> {
  // One moment for the key and the comment: a privacy request finds the key by it.
  const now = new Date();
  return database.db.transaction().execute(async (trx) => {
    if (idempotency && !(await claimIdempotencyKey(trx, idempotency, now)))
      return { stored: false };
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
        language: comment.language ?? null,
        status: spam?.spam ? "spam" : "pending",
        captcha,
        created_at: now.toISOString(),
        ...spamColumns(spam, now),
      })
      .execute();
    return { stored: true };
  });
}

export interface PublicComment {
  id: string;
  name: string;
  message: string;
  createdAt: string;
}

/** A post's approved comments, oldest first, with nothing a visitor should not see. */
export async function approvedComments(
  database: DatabaseHandle,
  postSlug: string,
): Promise<PublicComment[]> {
  const rows = await database.db
    .selectFrom("blog_comments")
    .select(["id", "name", "message", "created_at"])
    .where("post_slug", "=", postSlug)
    .where("status", "=", "approved")
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .limit(500)
    .execute();
  return rows.map(({ created_at, ...row }) => ({ ...row, createdAt: created_at }));
}
