import type { CommentsConsole } from "../../../app/lib/admin/comments.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { audited } from "../audited.ts";
import type { ConsoleSession } from "../console-session.ts";
import { requireRole } from "../require-role.ts";
import { countPendingComments, decideComment, listComments } from "./comment-queries.ts";
import { MODERATION } from "./moderation.ts";

/** The comment queue for one request: owners and editors moderate. */
export function commentsConsole(
  database: DatabaseHandle,
  session: ConsoleSession,
  /** Told the tags of the public pages a decision changes (server/http/render-cache.ts). */
  onContentChange?: (tags: string[]) => void,
): CommentsConsole {
  return requireRole<CommentsConsole>(session, "editor", {
    pendingCount: () => countPendingComments(database),
    list: (_me, status) => listComments(database, status),

    async moderate(me, id, decision) {
      const { status, action } = MODERATION[decision];
      const decided = await audited(
        database,
        { actor: me.email, ip: session.ip },
        (trx) => decideComment(trx, id, status, decision === "not-spam" ? "spam" : undefined),
        (comment) =>
          comment?.changed
            ? {
                action,
                target: id,
                detail: `by ${comment.name}${comment.postSlug ? ` on ${comment.postSlug}` : ""}`,
              }
            : null,
      );
      // A post shows its approved comments; lists show their counts.
      if (decided) onContentChange?.(["posts"]);
      return decided !== null;
    },
  });
}
