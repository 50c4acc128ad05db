import type { SpamAssessment } from "./spam.ts";
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
  /** Its spam score and reasons; null when it arrived unscored. */
  spam: SpamAssessment | null;
}

/** Owners and editors. */
export interface CommentsConsole {
  /** How many comments wait for review (the overview). */
  pendingCount(): Promise<number>;
  /** Newest first; null: every status. */
  list(status: CommentStatus | null): Promise<ConsoleComment[]>;
  /**
   * False when there is no such comment. 'not-spam' moves only a spam comment (to
   * pending); on any other it changes nothing.
   */
  moderate(id: string, decision: CommentDecision): Promise<boolean>;
}
