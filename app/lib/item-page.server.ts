import type { AppLoadContext } from "react-router";
import { langOf } from "./fallback-language";
import { itemOrAnswer, previewHeaders } from "./item-route";
import { gone, notFound } from "./not-found.server";
import type { InterfaceCopy } from "./page-copy";
import { postDate } from "./post-date";
import { previewLinkEnded } from "./preview-link-route";
import type { ImageView, ItemSlugs, Lookup, PreviewLinkBand } from "./publishing";
import { socialImage, type PageSeo } from "./seo";

/** "12. Juni 2025, 09:00 UTC": when a preview link stops working, in the page's language. */
const until = (iso: string, language: string) =>
  `${postDate(iso, language).text}, ${iso.slice(11, 16)} UTC`;

/** The band over an item opened through a preview link, in the page's words. */
function previewBand(
  expiresAt: string,
  draft: boolean,
  words: InterfaceCopy,
  language: string,
): PreviewLinkBand {
  const key = draft ? "previewDraft" : "previewLive";
  const lang = langOf(words, key);
  return {
    expiresAt,
    notice: words[key].replace("{until}", until(expiresAt, lang ?? language)),
    ...(lang && { lang }),
  };
}

/**
 * A project's or post's own page, from its lookup: the item, its search facts
 * and its headers; or the answer a loader throws instead (404, 410, 301).
 * `base` is its list's path (/projects, /blog), the root of its own address.
 */
export async function itemPage<
  T extends {
    slug: string;
    slugs: ItemSlugs;
    cover: ImageView;
    draft: boolean;
    previewLink?: PreviewLinkBand;
  },
>(context: AppLoadContext, lookup: Lookup<T>, request: Request, base: string) {
  if (lookup.kind === "missing") throw await notFound(context, lookup.original);
  if (lookup.kind === "gone") throw await gone(context);
  if (lookup.kind === "link-ended") {
    throw previewLinkEnded(lookup.reason, await context.content.pageCopy("interface"));
  }
  const found = itemOrAnswer(lookup, request, base, context.language.prefix);
  const item = found.previewLink
    ? {
        ...found,
        previewLink: previewBand(
          found.previewLink.expiresAt,
          found.draft,
          await context.content.pageCopy("interface"),
          context.language.code,
        ),
      }
    : found;
  // A preview (signed in, or by a preview link) is never indexed, stored by a cache or kept.
  const preview = item.draft || Boolean(item.previewLink);
  // Its address in each published language it is in: the alternates, the language switch's links.
  const alternates = (await context.languages())
    .map((language) => ({
      code: language.code,
      slug: language.isDefault ? item.slugs.default : item.slugs.translated[language.code],
    }))
    .filter((language) => language.slug)
    .map(({ code, slug }) => ({ code, path: `${base}/${slug}` }));
  const seo: PageSeo = {
    canonicalPath: `${base}/${item.slug}`,
    image: socialImage(item.cover),
    type: "article",
    noindex: preview,
    ...(alternates.length > 1 && !preview && { alternates }),
  };
  return { item, seo, headers: previewHeaders(preview) };
}
