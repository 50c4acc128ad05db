import type { ExpressionBuilder, Kysely } from "kysely";
import type { ConsoleComment } from "../../../app/lib/admin/comments.ts";
import type { CommentStatus } from "../../../app/lib/admin/statuses.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { countWithStatus } from "../../db/count-with-status.ts";
import type { Database } from "../../db/schema.ts";
import { parseSpamReasons } from "../../db/spam-columns.ts";

/** Blog comments as moderators see them: the queue, its count, and a decision's change. */

export async function listComments(
  database: DatabaseHandle,
  status: CommentStatus | null,
): Promise<ConsoleComment[]> {
  let query = database.db
    .selectFrom("blog_comments")
    .select([
      "id",
      "created_at",
      "post_slug",
      "name",
      "email",
      "message",
      "status",
      "captcha",
      "spam_score",
      "spam_reasons",
    ])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(200);
  if (status) query = query.where("status", "=", status);
  const rows = await query.execute();
  return rows.map(({ created_at, post_slug, spam_score, spam_reasons, ...row }) => ({
    ...row,
    createdAt: created_at,
    postSlug: post_slug,
    spam:
      spam_score === null
        ? null
        : { score: Number(spam_score), reasons: parseSpamReasons(spam_reasons) },
  }));
}

export const countPendingComments = (database: DatabaseHandle) =>
  countWithStatus(database, "blog_comments", "pending");

/**
 * Gives a comment a new status, or deletes it (`null`). Who wrote it and
 * where, and whether anything changed, for the audit entry; null when there is
 * no such comment. `onlyFrom` changes it only while it has that status ('Not
 * spam' moves a spam comment alone; pressed twice, the second changes nothing).
 */
export async function decideComment(
  db: Kysely<Database>,
  id: string,
  status: CommentStatus | null,
  onlyFrom?: CommentStatus,
): Promise<{ name: string; postSlug: string | null; changed: boolean } | null> {
  const row = await db
    .selectFrom("blog_comments")
    .select(["name", "post_slug"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const from = (eb: ExpressionBuilder<Database, "blog_comments">) =>
    eb.and([eb("id", "=", id), ...(onlyFrom ? [eb("status", "=", onlyFrom)] : [])]);
  const changed =
    status === null
      ? (await db.deleteFrom("blog_comments").where(from).executeTakeFirst()).numDeletedRows
      : (
          await db
            .updateTable("blog_comments")
            // Spam is purged 30 days after it was filed, by hand as by the score (migration 018).
            .set({ status, spam_at: status === "spam" ? new Date().toISOString() : null })
            .where(from)
            .executeTakeFirst()
        ).numUpdatedRows;
  return { name: row.name, postSlug: row.post_slug, changed: changed > 0n };
}
