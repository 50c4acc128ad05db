import { data, isRouteErrorResponse } from "react-router";
import { previewLinkCopy } from "~/content/preview-link";
import { pageMeta, type MetaMatches } from "./meta";
import { PREVIEW_LINK_ENDS, PREVIEW_TOKEN, type PreviewLinkEnd } from "./preview-link";
import type { ItemPreview } from "./publishing";

/**
 * What a public item page (app/routes/post.tsx, project.tsx) is asked to show:
 * `?preview=1` a signed-in user's preview (the server checks the session),
 * `?preview=<token>` a preview link's; any other value is no preview at all.
 */
export function previewOf(request: Request): ItemPreview {
  const value = new URL(request.url).searchParams.get("preview");
  if (value === "1") return { preview: true };
  return value && PREVIEW_TOKEN.test(value) ? { link: value } : {};
}

/** The 410 a loader throws for a link that no longer works: never stored, never indexed. */
export function previewLinkEnded(reason: PreviewLinkEnd) {
  return data(
    { previewLinkEnded: reason },
    { status: 410, headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } },
  );
}

/** The reason a route's error is a preview link's 410, or undefined for any other error. */
export function previewLinkEndOf(error: unknown): PreviewLinkEnd | undefined {
  if (!isRouteErrorResponse(error) || error.status !== 410) return undefined;
  const reason = (error.data as { previewLinkEnded?: unknown } | null)?.previewLinkEnded;
  return PREVIEW_LINK_ENDS.find((end) => end === reason);
}

/** The title of a preview link's 410 page, or undefined for any other error. */
export const previewLinkEndedMeta = (error: unknown, matches: MetaMatches) =>
  previewLinkEndOf(error) ? pageMeta({ title: previewLinkCopy.ended.title }, matches) : undefined;
