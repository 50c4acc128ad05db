import { pickWords } from "./fallback-language";
import type { ServicePagesCopy } from "./page-copy";
import type { PageSeo } from "./seo";
import type { ServicePage, SiteService } from "./site-content";

/**
 * A service's page as both its addresses answer it (/service/{id} and
 * /services/{slug}): the service, the others' titles for the side menu, the
 * words around it, and its canonical address, /service/{id}, indexed
 * whichever address showed it.
 */
export function servicePageData(
  service: ServicePage,
  services: SiteService[],
  copy: ServicePagesCopy,
) {
  const seo: PageSeo = { canonicalPath: `/service/${service.id}` };
  return { service, services: services.map((s) => pickWords(s, ["id", "title"])), copy, seo };
}
