import type { AppLoadContext } from "react-router";
import { itemOrAnswer, previewHeaders } from "./item-route";
import { gone, notFound } from "./not-found.server";
import type { ImageView, Lookup } from "./publishing";
import { socialImage, type PageSeo } from "./seo";

/**
 * A project's or post's own page, from its lookup: the item, its search facts
 * and its headers; or the answer a loader throws instead (404, 410, 301).
 * `base` is its list's path (/projects, /blog), the root of its own address.
 */
export async function itemPage<
  T extends { slug: string; cover: ImageView; draft: boolean; previewLink?: object },
>(context: AppLoadContext, lookup: Lookup<T>, request: Request, base: string) {
  if (lookup.kind === "missing") throw await notFound(context);
  if (lookup.kind === "gone") throw await gone(context);
  const item = itemOrAnswer(lookup, request, base);
  // A preview (signed in, or by a preview link) is never indexed, stored by a cache or kept.
  const preview = item.draft || Boolean(item.previewLink);
  const seo: PageSeo = {
    canonicalPath: `${base}/${item.slug}`,
    image: socialImage(item.cover),
    type: "article",
    noindex: preview,
  };
  return { item, seo, headers: previewHeaders(preview) };
}
