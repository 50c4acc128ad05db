import { copyForService } from "../../app/content/service-copy.ts";
import { serviceIdBySlug } from "../../app/content/service-ids.ts";
import { newServiceMenu, serviceMenusSeed } from "../../app/content/service-menus.ts";
import { services } from "../../app/content/services.ts";
import type { ServicePage } from "../../app/lib/site-content.ts";
import type { ServiceRecord } from "./services.ts";

/** The first slug the specification's menu gives a service: its own (/services/{slug}). */
function slugOf(id: number): string {
  const found = Object.entries(serviceIdBySlug).find(([, serviceId]) => serviceId === id);
  if (!found) throw new Error(`service ${id} has no slug in app/content/service-ids.ts`);
  return found[0];
}

/**
 * Today's ten services (app/content/services.ts, service-copy.ts) as the
 * public pages show them, ids 1–10: the first rows of a new database
 * (migration 010), and, as `serviceRecordsSeed`, what the pages show while
 * the database is unavailable and this process has read nothing yet
 * (server/content/site-content.ts). The SEO title and description are empty:
 * the pages then use the title and the summary, as they always did.
 */
export const servicesSeed: ServicePage[] = services.map((service) => {
  const copy = copyForService(service);
  return {
    id: service.id,
    slug: slugOf(service.id),
    title: service.title,
    description: service.description,
    icon: service.icon,
    bannerImage: service.bannerImage,
    overview: copy.overview,
    why: copy.why,
    benefits: copy.benefits.map(({ title, text }) => ({ title, text })),
    keyFeatures: { intro: copy.keyFeatures.intro, items: [...copy.keyFeatures.items] },
    approach: {
      intro: copy.approach.intro,
      steps: copy.approach.steps.map(({ title, text }) => ({ title, text })),
    },
    actionLink: "/contact",
    seoTitle: "",
    seoDescription: "",
  };
});

/**
 * Today's services as the public pages read them from the table, with their
 * order (10, 20…, as migration 010 writes it) and their place in the menus
 * (migration 012): what the pages and the menus show while the database is
 * unavailable and this process has read nothing yet.
 */
export const serviceRecordsSeed: ServiceRecord[] = servicesSeed.map((service, index) => ({
  ...service,
  position: (index + 1) * 10,
  menu: serviceMenusSeed[service.id] ?? newServiceMenu,
}));

/**
 * The slugs of the specification's menu that name a service besides its own
 * (/services/seo and /services/smo both show Digital Marketing): they keep
 * answering for the service of that id, and no other service may take them.
 */
export const serviceSlugAliases: Readonly<Record<string, number>> = serviceIdBySlug;
