import { sameRows, visibleRows, type InLanguage } from "./in-language.ts";
import type { Kysely } from "kysely";
import {
  SERVICE_MENU_GROUPS,
  type ServiceMenu,
  type ServiceMenuEntry,
  type ServiceMenuGroupId,
  type ServicePage,
  type ServicePoint,
} from "../../app/lib/site-content.ts";
import type { Database, ServiceRow } from "./schema.ts";

/**
 * The services as the public pages read them (migrations 010, 012): the
 * visible rows, lowest position first (then the lowest id), each with where
 * the menus and the footer list it.
 */

/** A service with its order and its place in the menus (server/content/site-menus.ts). */
export interface ServiceRecord extends ServicePage {
  position: number;
  menu: ServiceMenu;
}

function parseList<T>(json: string): T[] {
  const list = JSON.parse(json) as unknown;
  return Array.isArray(list) ? (list as T[]) : [];
}

export const servicePageOf = (row: ServiceRow): ServicePage => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  description: row.summary,
  icon: row.icon,
  bannerImage: row.banner_image,
  overview: row.overview,
  why: row.why,
  benefits: parseList<ServicePoint>(row.benefits),
  keyFeatures: { intro: row.features_intro, items: parseList<string>(row.features) },
  approach: { intro: row.approach_intro, steps: parseList<ServicePoint>(row.approach_steps) },
  actionLink: row.action_link,
  seoTitle: row.seo_title,
  seoDescription: row.seo_description,
});

/** A service's columns (all but its id and bookkeeping). */
export const serviceColumnsOf = (service: Omit<ServicePage, "id">) => ({
  slug: service.slug,
  title: service.title,
  summary: service.description,
  icon: service.icon,
  banner_image: service.bannerImage,
  overview: service.overview,
  why: service.why,
  benefits: JSON.stringify(service.benefits),
  features_intro: service.keyFeatures.intro,
  features: JSON.stringify(service.keyFeatures.items),
  approach_intro: service.approach.intro,
  approach_steps: JSON.stringify(service.approach.steps),
  action_link: service.actionLink,
  seo_title: service.seoTitle,
  seo_description: service.seoDescription,
});

const isGroup = (value: unknown): value is ServiceMenuGroupId =>
  (SERVICE_MENU_GROUPS as readonly unknown[]).includes(value);

export const serviceMenuOf = (row: ServiceRow): ServiceMenu => ({
  title: row.menu_title,
  group: isGroup(row.menu_group) ? row.menu_group : null,
  description: row.menu_description,
  order: row.menu_order,
  more: parseList<ServiceMenuEntry>(row.menu_more).filter((entry) => isGroup(entry.group)),
  inFooter: row.in_footer === 1,
});

/** A service's menu columns (migration 012). */
export const serviceMenuColumnsOf = (menu: ServiceMenu) => ({
  menu_title: menu.title,
  menu_group: menu.group ?? "",
  menu_description: menu.description,
  menu_order: menu.order,
  menu_more: JSON.stringify(menu.more),
  in_footer: menu.inFooter ? 1 : 0,
});

export async function visibleServices(
  db: Kysely<Database>,
  inLanguage: InLanguage = sameRows,
): Promise<ServiceRecord[]> {
  return visibleRows(db, "services", inLanguage, (rows) =>
    rows.map((row) => ({
      ...servicePageOf(row),
      position: row.position,
      menu: serviceMenuOf(row),
    })),
  );
}
