import { site } from "~/content/site";
import type { PublicConfig } from "./public-config";
import { pathIn, type PageLanguage } from "./page-language";
import { siteSettingsOf } from "./site-content";
import { canonicalPath, ogImage, pageType, publicPaths, routeSeo } from "./seo";

/** A `<link>` or `<meta>` of the document's head, as attributes. */
export interface HeadTag {
  tag: "link" | "meta";
  attributes: Record<string, string>;
}

/** Marks the shared tags in the document, so a client-side navigation can replace them. */
export const SITE_SEO_ATTRIBUTE = "data-site-seo";

/**
 * What the shared tags say of a page: what its loader says of it (a project
 * or post from the database names its own address and image), its canonical
 * path in the default language, and whether it is indexed (not-found
 * answers, any path that is not a public page, never are).
 */
export function seoPage(pathname: string, matches: readonly { data?: unknown }[]) {
  const seo = routeSeo(matches);
  const path = seo?.canonicalPath ?? canonicalPath(pathname);
  return { seo, path, indexable: seo ? !seo.noindex : publicPaths.includes(path) };
}

/**
 * The tags every page shares: canonical address (or `noindex`), Open Graph and
 * Twitter image and address (spec §3 client configuration). Per-page titles
 * and descriptions come from each route's meta (app/lib/meta.ts).
 */
export function siteSeoTags(
  config: PublicConfig,
  pathname: string,
  matches: readonly { id?: string; data?: unknown }[],
): HeadTag[] {
  const { seo, path, indexable } = seoPage(pathname, matches);
  const settings = siteSettingsOf(matches);
  // The page's own address: in another language, under its prefix (decision 049).
  const root = matches.find((match) => match.id === "root")?.data as
    { language?: PageLanguage } | undefined;
  const canonical = `${config.siteUrl}${root?.language ? pathIn(root.language, path) : path}`;
  // The settings' sharing picture, when the agency chose one, else the one made for the page's type.
  const shared = seo?.image ? null : settings?.shareImage || null;
  const image = seo?.image
    ? new URL(seo.image.src, config.siteUrl).href
    : shared
      ? new URL(shared, config.siteUrl).href
      : `${config.siteUrl}${ogImage(pageType(path))}`;
  const meta = (key: "name" | "property", name: string, content: string): HeadTag => ({
    tag: "meta",
    attributes: { [key]: name, content },
  });
  return [
    indexable
      ? { tag: "link", attributes: { rel: "canonical", href: canonical } }
      : meta("name", "robots", "noindex"),
    meta("property", "og:site_name", settings?.siteName ?? site.name),
    meta("property", "og:type", seo?.type ?? "website"),
    meta("property", "og:url", canonical),
    meta("property", "og:image", image),
    ...(shared
      ? []
      : [
          meta("property", "og:image:width", String(seo?.image?.width ?? 1200)),
          meta("property", "og:image:height", String(seo?.image?.height ?? 630)),
        ]),
    meta(
      "property",
      "og:image:alt",
      seo?.image?.alt || site.ogImageAlt(settings?.siteName ?? site.name),
    ),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:image", image),
  ];
}
