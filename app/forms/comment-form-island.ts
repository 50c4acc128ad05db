import { staticIsland } from "~/lib/static-island";

/**
 * The blog's comment form (./comment-form.tsx) as an island that comes alive
 * when the visitor nears it, as the enquiry form does: a post is read first.
 * A submit before then is posted by the browser to the page's action
 * (docs/decisions/017-html-forms-first.md).
 */
export const CommentForm = staticIsland(() => import("./comment-form"), "CommentForm", "form", {
  live: "on-approach",
});
