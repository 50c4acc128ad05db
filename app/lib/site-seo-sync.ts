import type { PublicConfig } from "./public-config";
import { SITE_SEO_ATTRIBUTE, siteSeoTags } from "./site-seo-tags";

/**
 * After a client-side navigation: the shared tags the server wrote for the
 * first page (components/layout/site-seo.tsx) make way for the new page's.
 * Outside React on purpose: React never rendered them in the browser, so it
 * neither owns nor removes them. The console (no configuration) has none.
 */
export function syncSiteSeo(
  config: PublicConfig | null,
  pathname: string,
  matches: readonly { data?: unknown }[],
) {
  for (const old of document.head.querySelectorAll(`[${SITE_SEO_ATTRIBUTE}]`)) old.remove();
  if (!config) return;
  for (const { tag, attributes } of siteSeoTags(config, pathname, matches)) {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.setAttribute(SITE_SEO_ATTRIBUTE, "");
    document.head.append(element);
  }
}
