import type { Kysely } from "kysely";
import type { ConsoleComment } from "../../../app/lib/admin/comments.ts";
import type { CommentStatus } from "../../../app/lib/admin/statuses.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import type { Database } from "../../db/schema.ts";

/** Blog comments as moderators see them: the queue, its count, and a decision's change. */

export async function listComments(
  database: DatabaseHandle,
  status: CommentStatus | null,
): Promise<ConsoleComment[]> {
  let query = database.db
    .selectFrom("blog_comments")
    .select(["id", "created_at", "post_slug", "name", "email", "message", "status", "captcha"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(200);
  if (status) query = query.where("status", "=", status);
  const rows = await query.execute();
  return rows.map(({ created_at, post_slug, ...row }) => ({
    ...row,
    createdAt: created_at,
    postSlug: post_slug,
  }));
}

export async function countPendingComments(database: DatabaseHandle): Promise<number> {
  const row = await database.db
    .selectFrom("blog_comments")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("status", "=", "pending")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Gives a comment a new status, or deletes it (`null`). Who wrote it and
 * where, for the audit entry; null when there is no such comment.
 */
export async function decideComment(
  db: Kysely<Database>,
  id: string,
  status: CommentStatus | null,
): Promise<{ name: string; postSlug: string | null } | null> {
  const row = await db
    .selectFrom("blog_comments")
    .select(["name", "post_slug"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  if (status === null) await db.deleteFrom("blog_comments").where("id", "=", id).execute();
  else await db.updateTable("blog_comments").set({ status }).where("id", "=", id).execute();
  return { name: row.name, postSlug: row.post_slug };
}
