import type { Kysely } from "kysely";
import type { ServicePage, ServicePoint } from "../../app/lib/site-content.ts";
import type { Database, ServiceRow } from "./schema.ts";

/**
 * The services as the public pages read them (migration 010): the visible
 * rows, lowest position first (then the lowest id).
 */

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

export async function visibleServices(db: Kysely<Database>): Promise<ServicePage[]> {
  const rows = await db
    .selectFrom("services")
    .selectAll()
    .where("visible", "=", 1)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map(servicePageOf);
}
