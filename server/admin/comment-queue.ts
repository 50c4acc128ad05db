import type { ConsoleComment } from "../../app/lib/admin-context.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import type { CommentDecision, CommentStatus } from "../../app/lib/admin/statuses.ts";
import { recordAudit, type AuditAction } from "./audit.ts";

/** Blog comments: the moderation queue, and the approved ones a post shows. */

const OUTCOME: Record<
  Exclude<CommentDecision, "delete">,
  { status: CommentStatus; action: AuditAction }
> = {
  approve: { status: "approved", action: "comment-approved" },
  reject: { status: "rejected", action: "comment-rejected" },
  spam: { status: "spam", action: "comment-spam" },
};

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

/** Approves, rejects, marks as spam or deletes a comment; false if there is no such comment. */
export async function moderateComment(
  database: DatabaseHandle,
  { id, decision, actor, ip }: { id: string; decision: CommentDecision; actor: string; ip: string },
): Promise<boolean> {
  return database.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("blog_comments")
      .select(["id", "name", "post_slug"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return false;
    const detail = `by ${row.name}${row.post_slug ? ` on ${row.post_slug}` : ""}`;
    if (decision === "delete") {
      await trx.deleteFrom("blog_comments").where("id", "=", id).execute();
      await recordAudit(trx, { action: "comment-deleted", actor, target: id, detail, ip });
      return true;
    }
    const { status, action } = OUTCOME[decision];
    await trx.updateTable("blog_comments").set({ status }).where("id", "=", id).execute();
    await recordAudit(trx, { action, actor, target: id, detail, ip });
    return true;
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
