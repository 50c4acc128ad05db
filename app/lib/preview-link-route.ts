import { data, isRouteErrorResponse } from "react-router";
import { langOf } from "./fallback-language";
import { pageMeta, type MetaMatches } from "./meta";
import { notFoundCopyOf, notFoundMeta } from "./not-found";
import { PREVIEW_TOKEN, type PreviewLinkEnd, type PreviewLinkEndedPage } from "./preview-link";
import type { InterfaceCopy } from "./page-copy";
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

/** A word as a breadcrumb's label. */
const label = ({ text, lang }: { text: string; lang?: string }) => ({
  label: text,
  ...(lang && { lang }),
});

const REASONS = {
  expired: "previewExpired",
  revoked: "previewRevoked",
  unknown: "previewUnknown",
  removed: "previewRemoved",
} as const satisfies Record<PreviewLinkEnd, keyof InterfaceCopy>;

/**
 * The 410 a loader throws for a link that no longer works, carrying its page's
 * words in the page's language (`words`, the interface's; as a 404 carries the
 * not-found page's: the browser loads no copy for it); never stored, never
 * indexed.
 */
export function previewLinkEnded(reason: PreviewLinkEnd, words: InterfaceCopy) {
  const said = (key: keyof InterfaceCopy) => ({
    text: String(words[key]),
    ...(langOf(words, key) && { lang: langOf(words, key) }),
  });
  const ended: PreviewLinkEndedPage = {
    heading: said("previewEnded"),
    breadcrumb: [
      { link: "/", ...label(said("previewHome")) },
      { link: "", ...label(said("previewBreadcrumb")) },
    ],
    message: said(REASONS[reason]),
    action: said("previewAction"),
  };
  return data(
    { previewLinkEnded: ended },
    { status: 410, headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } },
  );
}

/** The page of a preview link's 410, or undefined for any other error. */
export function previewLinkEndedOf(error: unknown): PreviewLinkEndedPage | undefined {
  if (!isRouteErrorResponse(error) || error.status !== 410) return undefined;
  return (error.data as { previewLinkEnded?: PreviewLinkEndedPage } | null)?.previewLinkEnded;
}

/** The title of a preview link's 410 page, or undefined for any other error. */
export function previewLinkEndedMeta(error: unknown, matches: MetaMatches) {
  const page = previewLinkEndedOf(error);
  return page ? pageMeta({ title: page.heading.text }, matches) : undefined;
}

/**
 * The title and description of a project's or post's page: its own, or those
 * of the answer its loader threw instead (this 410, the 404 or 410 screen).
 */
export function itemPageMeta(
  item: { seoTitle: string; seoDescription: string } | undefined,
  { error, matches }: { error?: unknown; matches: MetaMatches },
) {
  return item
    ? pageMeta({ title: item.seoTitle, description: item.seoDescription }, matches)
    : (previewLinkEndedMeta(error, matches) ?? notFoundMeta(notFoundCopyOf(error), matches));
}
