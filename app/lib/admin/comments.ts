import type { CommentDecision, CommentStatus } from "./statuses.ts";

/** The comment queue (/admin/comments): what its page asks of the server (server/admin/comments/). */

export interface ConsoleComment {
  id: string;
  createdAt: string;
  postSlug: string | null;
  name: string;
  email: string;
  message: string;
  status: CommentStatus;
  captcha: "off" | "passed" | "unverified";
}

/** Owners and editors. */
export interface CommentsConsole {
  /** How many comments wait for review (the overview). */
  pendingCount(): Promise<number>;
  /** Newest first; null: every status. */
  list(status: CommentStatus | null): Promise<ConsoleComment[]>;
  /** False when there is no such comment. */
  moderate(id: string, decision: CommentDecision): Promise<boolean>;
}
