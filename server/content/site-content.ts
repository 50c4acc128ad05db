import type { FastifyBaseLogger } from "fastify";
import type {
  PricingPlan,
  ServicePage,
  SiteContentContext,
  SiteService,
  SiteSettings,
} from "../../app/lib/site-content.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { visiblePartners, visibleTeam, visibleTestimonials } from "../db/people.ts";
import { visiblePlans } from "../db/pricing.ts";
import type { PeopleSeed } from "../db/seed-people.ts";
import { serviceSlugAliases } from "../db/seed-services.ts";
import { visibleServices, type ServiceRecord } from "../db/services.ts";
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import { renderMarkdownWithContents } from "../publishing/markdown.ts";
import { mediaLookup, uploadedPicture } from "../publishing/media-images.ts";
import type { SiteDocumentKey, SiteDocuments } from "./site-content-seed.ts";
import { readDocument } from "./site-documents.ts";
import { translatedDocument } from "./translated-documents.ts";
import { COLLECTIONS, SINGLES } from "../../app/admin/content-model.ts";
import { translatedRow } from "../admin/collections/collection-store.ts";
import { sameRows, type InLanguage } from "../db/in-language.ts";
import type { Single } from "../../app/admin/collections/single.ts";
import { itemTranslations, readTranslation, singleSubject } from "../db/translations.ts";
import { DEFAULT_LANGUAGE } from "../../app/lib/page-language.ts";
import { pickWords } from "../../app/lib/fallback-language.ts";
import { markFallbacks, wordsOf } from "./fallback-marks.ts";
import { siteMenusOf } from "./site-menus.ts";

/** The declared kind (app/admin/content-model.ts) of each collection the pages read. */
const KIND_OF = {
  services: "service",
  testimonials: "testimonial",
  team: "member",
  partners: "partner",
  pricing: "plan",
} as const;

export interface SiteContent {
  /** Today's copy, the value of each document never saved. */
  seed: SiteDocuments;
  /** The settings as pages show them, for the server's own words (e-mails). */
  settings(log: FastifyBaseLogger): Promise<SiteSettings>;
  /** The loaders' reader for one request (app/lib/site-content.ts). */
  forRequest(options: {
    log: FastifyBaseLogger;
    /** Told each document a render read: the tags its kept page is dropped by. */
    onRead?: (tag: string) => void;
    /** The page's language when it is not the default: its translations are laid over. */
    language?: string | null;
  }): SiteContentContext;
}

/**
 * The site's content for the public pages. Every page reads the settings
 * (its header, footer and title), so the site's words must not depend on the
 * database being there: while it is unavailable, a document reads as this
 * process last read it, or as its seed, and the page still answers (such a
 * page is not kept: its render cannot learn when the next publish is).
 */
export function createSiteContent(options: {
  database: DatabaseHandle;
  seed: SiteDocuments;
  /** Today's people (server/db/seed-people.ts), shown until the database was read once. */
  people: PeopleSeed;
  /** Today's pricing plans (server/db/seed-pricing.ts), likewise. */
  pricing: PricingPlan[];
  /** Today's services with their places in the menus (server/db/seed-services.ts), likewise. */
  services: ServiceRecord[];
}): SiteContent {
  const { database, seed } = options;
  const collections: Collections = {
    ...options.people,
    pricing: options.pricing,
    services: options.services,
  };
  const lastRead = new Map<SiteDocumentKey, unknown>();
  const lastTranslation = new Map<string, unknown>();
  const lastList = new Map<string, unknown>();
  const media = mediaLookup(database);
  /** Each uploaded picture's AVIF and WebP widths beside its path, and its focal point (`focusKey`). */
  const withSources = <T, K extends keyof T>(
    list: T[],
    path: (item: T) => string,
    key: K,
    focusKey?: keyof T,
  ) =>
    Promise.all(
      list.map(async (item) => {
        const picture = await uploadedPicture(media, path(item));
        if (!picture) return item;
        const focus = focusKey && picture.focus ? { [focusKey]: picture.focus } : {};
        return { ...item, [key]: picture.sources, ...focus };
      }),
    );
  /** People's photos (testimonials, the team), likewise. */
  const withPhotos = <T extends { photo: string; photoSources?: unknown; photoFocus?: unknown }>(
    list: T[],
  ) => withSources(list, (person) => person.photo, "photoSources", "photoFocus");

  /**
   * A document or a collection from the database, remembered; while the
   * database is unavailable, as this process last read it, or as its seed.
   */
  async function remembered<M, T>(
    memory: Map<M, unknown>,
    name: M,
    load: () => Promise<T>,
    fallback: T,
    log: FastifyBaseLogger,
    /** What the warning names: the document's key or the collection. */
    details: object,
  ): Promise<T> {
    try {
      const value = await load();
      memory.set(name, value);
      return value;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      log.warn(
        { err: error, ...details },
        "The site's content was read from memory: database unavailable",
      );
      return (memory.get(name) as T | undefined) ?? fallback;
    }
  }

  const read = <K extends SiteDocumentKey>(key: K, log: FastifyBaseLogger) =>
    remembered(
      lastRead,
      key,
      async () => (await readDocument(database.db, key, seed[key])).value,
      seed[key],
      log,
      { key },
    );

  return {
    seed,
    settings: (log) => read("settings", log),
    forRequest({ log, onRead, language }) {
      /** A document in the page's language: its translation laid over it, field by field. */
      const inLanguage = async <K extends SiteDocumentKey>(key: K, value: SiteDocuments[K]) => {
        const single = language ? SINGLES.find((declared) => declared.document === key) : null;
        if (!language || !single) return value;
        const translation = await remembered(
          lastTranslation,
          `${key}:${language}`,
          async () => (await readTranslation(database.db, singleSubject(key), language)).fields,
          {},
          log,
          { key, language },
        );
        const shown = translatedDocument(single as Single<SiteDocuments[K]>, value, translation);
        return markFallbacks(shown, value, DEFAULT_LANGUAGE, wordsOf(translation));
      };
      const readIn = async <K extends SiteDocumentKey>(key: K) =>
        inLanguage(key, await read(key, log));
      /**
       * A collection (migrations 009, 010, 011), its tag told first (a kept page
       * that shows it is dropped when it changes); its seed while the database is away.
       */
      const collection = <K extends keyof Collections>(
        name: K,
        load: () => Promise<Collections[K]>,
      ) => {
        onRead?.(name);
        return remembered(lastList, `${name}:${language ?? ""}`, load, collections[name], log, {
          collection: name,
        });
      };
      /**
       * A kind's items in the page's language: each row's translation laid over
       * it, the words still the default's marked.
       */
      const rowsIn = (name: keyof Collections): InLanguage => {
        const declared = COLLECTIONS.find((kind) => kind.kind === KIND_OF[name]);
        if (!language || !declared) return sameRows;
        return async (rows, of) => {
          const translations = await itemTranslations(database.db, declared.kind, language);
          const shown = of(
            rows.map((row) => {
              const translation = translations.get(row.id);
              return translation ? translatedRow(declared, row, translation) : row;
            }),
          );
          const plain = of(rows);
          return shown.map((item, index) =>
            markFallbacks(
              item,
              plain[index] ?? item,
              DEFAULT_LANGUAGE,
              wordsOf(translations.get(rows[index]!.id)),
            ),
          );
        };
      };
      const servicePages = () =>
        collection("services", async () =>
          withSources(
            await visibleServices(database.db, rowsIn("services")),
            (s) => s.bannerImage,
            "bannerSources",
            "bannerFocus",
          ),
        );
      return {
        settings() {
          onRead?.("settings");
          return readIn("settings");
        },
        async legalPage(key) {
          onRead?.(`legal:${key}`);
          const page = await readIn(`legal:${key}`);
          return { ...page, ...renderMarkdownWithContents(page.body) };
        },
        pageCopy(name) {
          onRead?.(`page:${name}`);
          // The key's type follows the name's (site-content-seed.ts): TypeScript cannot see it through the template.
          return readIn(`page:${name}`) as Promise<never>;
        },
        testimonials: () =>
          collection("testimonials", async () =>
            withPhotos(await visibleTestimonials(database.db, rowsIn("testimonials"))),
          ),
        team: () =>
          collection("team", async () =>
            withPhotos(await visibleTeam(database.db, rowsIn("team"))),
          ),
        partners: () =>
          collection("partners", async () =>
            withSources(
              await visiblePartners(database.db, rowsIn("partners")),
              (p) => p.logo,
              "logoSources",
            ),
          ),
        pricing: () =>
          collection("pricing", async () =>
            (await visiblePlans(database.db, rowsIn("pricing"))).map((plan) =>
              language ? { ...plan, priceText: priceIn(plan.price, language) } : plan,
            ),
          ),
        async services() {
          // An uploaded banner's widths and focal point only when it has them.
          return (await servicePages()).map((service) => pick(service, SITE_SERVICE_FIELDS));
        },
        async service(ref) {
          const list = await servicePages();
          const aliased =
            "slug" in ref && Object.hasOwn(serviceSlugAliases, ref.slug)
              ? serviceSlugAliases[ref.slug]
              : undefined;
          // By id; by a service's own slug first, then a slug of the specification's menu.
          const found =
            "id" in ref
              ? list.find((s) => s.id === ref.id)
              : (list.find((s) => s.slug === ref.slug) ?? list.find((s) => s.id === aliased));
          return found ? pageOf(found) : null;
        },
        async serviceMovedFrom(slug) {
          const [list, moved] = await Promise.all([
            servicePages(),
            database.db
              .selectFrom("slug_redirects")
              .select("item_id")
              .where("kind", "=", "service")
              .where("old_slug", "=", slug)
              .executeTakeFirst(),
          ]);
          return (moved && list.find((s) => s.id === moved.item_id)?.slug) ?? null;
        },
        async menus() {
          return siteMenusOf(await servicePages());
        },
      };
    },
  };
}

/** What the cards and the menus show of a service (none of its page, order or menus), in this order. */
const SITE_SERVICE_FIELDS = [
  "id",
  "slug",
  "title",
  "description",
  "icon",
  "bannerImage",
  "bannerSources",
  "bannerFocus",
] as const satisfies readonly (keyof SiteService)[];

/**
 * Those of the named fields an object has (one that is undefined is left out,
 * as JSON would), its words' marks kept.
 */
function pick<T extends object, K extends keyof T>(item: T, fields: readonly K[]): Pick<T, K> {
  return pickWords(
    item,
    fields.filter((field) => item[field] !== undefined),
  );
}

/** A service's page without its order and menus: what the page's data carries. */
function pageOf(service: ServiceRecord): ServicePage {
  const page: Partial<ServiceRecord> = { ...service };
  delete page.position;
  delete page.menu;
  return page as ServicePage;
}

/** The collections' seeds: what a page shows of each before the database was read once. */
type Collections = PeopleSeed & { pricing: PricingPlan[]; services: ServiceRecord[] };

/**
 * A plan's price as another language than the default writes it, in dollars
 * (decision 049), through `Intl`: "29 $" in German; the default's is "$29".
 */
export function priceIn(price: string, language: string): string {
  return new Intl.NumberFormat(language, {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: price.includes(".") ? 2 : 0,
  }).format(Number(price));
}
