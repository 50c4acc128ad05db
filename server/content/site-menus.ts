import { serviceMenuGroups } from "../../app/content/service-menus.ts";
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
        entry: { title, serviceId: service.id, description: menu.description },
      });
    }
    for (const more of menu.more) {
      placed.push({
        group: more.group,
        order,
        entry: { title: more.title, serviceId: service.id, description: more.description },
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
      })),
  };
}
