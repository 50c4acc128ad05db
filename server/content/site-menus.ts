import { serviceMenuGroups } from "../../app/content/service-menus.ts";
import { langOf } from "../../app/lib/fallback-language.ts";
import type { MegaMenuEntry, ServiceMenu, SiteMenus } from "../../app/lib/site-content.ts";

/** A visible service as the menus need it. */
export interface MenuService {
  id: number;
  title: string;
  /** Its order among the services (the console's 'Order'). */
  position: number;
  menu: ServiceMenu;
}

/**
 * The menus' and the footer's service links from the visible services, given
 * in the agency's order: each service's own entry in its column and its other
 * names in theirs, a column's entries by their service's menu order (its
 * order unless it has one of its own), then as the service lists them; the
 * footer's in the services' order. A column nothing is listed in is left out.
 * Every link is the service's own page, /service/{id}, as it always was.
 */
export function siteMenusOf(services: readonly MenuService[]): SiteMenus {
  const placed: { group: string; order: number; entry: MegaMenuEntry }[] = [];
  for (const service of services) {
    const { menu } = service;
    const order = menu.order ?? service.position;
    const title = menu.title || service.title;
    if (menu.group) {
      placed.push({
        group: menu.group,
        order,
        entry: {
          title,
          serviceId: service.id,
          description: menu.description,
          ...langs({
            titleLang: titleLangOf(service),
            descriptionLang: langOf(menu, "description"),
          }),
        },
      });
    }
    for (const more of menu.more) {
      placed.push({
        group: more.group,
        order,
        entry: {
          title: more.title,
          serviceId: service.id,
          description: more.description,
          ...langs({
            titleLang: langOf(more, "title"),
            descriptionLang: langOf(more, "description"),
          }),
        },
      });
    }
  }
  // A stable sort: equal orders keep the services' order and each one's own.
  placed.sort((a, b) => a.order - b.order);
  return {
    services: serviceMenuGroups
      .map((group) => ({
        ...group,
        entries: placed.filter((p) => p.group === group.id).map((p) => p.entry),
      }))
      .filter((group) => group.entries.length > 0),
    footer: services
      .filter((service) => service.menu.inFooter)
      .map((service) => ({
        title: service.menu.title || service.title,
        link: `/service/${service.id}`,
        ...langs({ lang: titleLangOf(service) }),
      })),
  };
}

/** The language of a service's name in the menus: its menu's own, else its title's. */
const titleLangOf = (service: MenuService) =>
  service.menu.title ? langOf(service.menu, "title") : langOf(service, "title");

/** Only the languages that are set: a page in the default language carries none. */
const langs = <T extends Record<string, string | undefined>>(values: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
