import type { CommentDecision, CommentStatus } from "../../../app/lib/admin/statuses.ts";
import type { AuditAction } from "../audit/audit-log.ts";

/**
 * What each moderator's decision does to a comment: its new status (null:
 * the comment is deleted) and the audit log's name for it.
 */
export const MODERATION: Record<
  CommentDecision,
  { status: CommentStatus | null; action: AuditAction }
> = {
  approve: { status: "approved", action: "comment-approved" },
  reject: { status: "rejected", action: "comment-rejected" },
  spam: { status: "spam", action: "comment-spam" },
  delete: { status: null, action: "comment-deleted" },
  // Only from spam (server/admin/comments/comment-queries.ts): it waits for review again.
  "not-spam": { status: "pending", action: "comment-not-spam" },
};
