import type { AppLoadContext } from "react-router";
import { itemOrAnswer, previewHeaders } from "./item-route";
import { gone, notFound } from "./not-found.server";
import type { ImageView, ItemSlugs, Lookup } from "./publishing";
import { socialImage, type PageSeo } from "./seo";

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
    previewLink?: object;
  },
>(context: AppLoadContext, lookup: Lookup<T>, request: Request, base: string) {
  if (lookup.kind === "missing") throw await notFound(context, lookup.original);
  if (lookup.kind === "gone") throw await gone(context);
  const item = itemOrAnswer(lookup, request, base, context.language.prefix);
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
