import { siteName } from "~/content/site-name";
import { siteSettingsOf } from "./site-content";

/** A route's matches as `meta` receives them: the root's data holds the settings. */
export type MetaMatches = readonly ({ id?: string; data?: unknown } | undefined)[];

/**
 * The title and description of a screen, also as its Open Graph and Twitter
 * title and description (the shared tags are in components/layout/site-seo.tsx).
 */
export function pageMeta(
  page: { title: string; description?: string },
  /** The route's matches: the site's name comes from its settings (the root loader's data). */
  matches: MetaMatches = [],
) {
  const settings = siteSettingsOf(matches);
  const { title } = page;
  const fullTitle = `${title} | ${settings?.siteName ?? siteName}`;
  // A page with no description of its own has the site's (the settings' 'Meta description').
  const description = page.description || settings?.metaDescription || "";
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
  ];
}
