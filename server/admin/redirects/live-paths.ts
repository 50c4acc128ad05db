import type { Kysely } from "kysely";
import { publicPaths } from "../../../app/lib/seo.ts";
import type { Database } from "../../db/schema.ts";
import { serviceSlugAliases } from "../../db/seed-services.ts";
import { isVisible } from "../../publishing/public-content.ts";

/**
 * Who answers a path of this site now, for the redirects' rule that a live
 * page is never hidden behind a redirect (docs/console.md, "Redirects and the
 * 404 log"). From what the app itself knows:
 *
 * - `site`: the console (`/admin…`), the API (`/api…`), uploaded images
 *   (`/media…`), the build's assets (`/assets…`) and every other built file,
 *   and the server's own addresses (`/healthz`, `/readyz`, `/metrics`,
 *   `/sitemap.xml`, `/rss.xml`, `/robots.txt`, `/theme`): routes of their
 *   own, answered before the pages (a redirect there would never be used);
 * - `page`: the public pages of the code (`publicPaths` of app/lib/seo.ts:
 *   `/`, `/home-two`, `/about`, `/services`, `/projects`, `/blog`,
 *   `/contact`, `/terms`, `/privacy`), `/project-details`, `/blog-details`,
 *   and the addresses the app itself redirects (`/service-details`, `/home`),
 *   each also under `/home-two`; the newsletter's links; and, from the
 *   database, each live project (`/projects/<slug>`), live post
 *   (`/blog/<slug>`) and visible service (`/service/<id>`,
 *   `/services/<slug>` and the menu's other slugs of it), under `/home-two`
 *   too;
 * - null: nothing answers it but the 404 page (or an automatic redirect,
 *   which the rules check apart).
 *
 * A draft's, scheduled or trashed item's address is not live (a trashed
 * one answers 410): a redirect from it wins once the item is published or
 * restored, until it is deleted.
 */
export type PathOwner = "site" | "page" | null;

const SITE_PREFIX = /^\/(?:admin|api|media|assets)(?:[/.]|$)/;
const SITE_PATHS = new Set([
  "/healthz",
  "/readyz",
  "/metrics",
  "/sitemap.xml",
  "/rss.xml",
  "/robots.txt",
  "/theme",
]);
/** Pages that exist under / and again under /home-two. */
const INNER_PAGES = new Set([
  ...publicPaths.filter(
    (path) => path !== "/" && path !== "/home-two" && !/^\/service\/\d+$/.test(path),
  ),
  "/project-details",
  "/blog-details",
  "/service-details",
  "/home",
]);
const TOP_PAGES = new Set(["/", "/home-two", "/newsletter/confirm", "/newsletter/unsubscribe"]);

export async function ownerOf(
  db: Kysely<Database>,
  path: string,
  isBuiltFile: (path: string) => boolean,
): Promise<PathOwner> {
  if (SITE_PREFIX.test(path) || SITE_PATHS.has(path) || isBuiltFile(path)) return "site";
  if (TOP_PAGES.has(path)) return "page";
  const inner = path.startsWith("/home-two/") ? path.slice("/home-two".length) : path;
  if (INNER_PAGES.has(inner)) return "page";
  return (await itemIsLive(db, inner)) ? "page" : null;
}

async function itemIsLive(db: Kysely<Database>, path: string): Promise<boolean> {
  const [, section, rawSlug] = /^\/(projects|blog|service|services)\/([^/]+)$/.exec(path) ?? [];
  if (!section || !rawSlug) return false;
  let slug: string;
  try {
    slug = decodeURIComponent(rawSlug);
  } catch {
    return false;
  }
  const now = new Date().toISOString();
  if (section === "projects") {
    const row = await db
      .selectFrom("portfolio_items")
      .select(["published", "published_at"])
      .where("slug", "=", slug)
      .where("trashed_at", "is", null)
      .executeTakeFirst();
    return Boolean(row && isVisible(row));
  }
  if (section === "blog") {
    const row = await db
      .selectFrom("blog_posts")
      .select("id")
      .where("slug", "=", slug)
      .where("trashed_at", "is", null)
      .where("published", "=", 1)
      .where("published_at", "is not", null)
      .where("published_at", "<=", now)
      .executeTakeFirst();
    return Boolean(row);
  }
  // A service: by its id (/service/3), its slug, or a slug of the menu's that names it.
  const id =
    section === "service"
      ? /^[1-9]\d{0,8}$/.test(slug)
        ? Number(slug)
        : null
      : Object.hasOwn(serviceSlugAliases, slug)
        ? serviceSlugAliases[slug]!
        : null;
  const row = await db
    .selectFrom("services")
    .select("id")
    .where("visible", "=", 1)
    .where((eb) =>
      section === "service"
        ? eb("id", "=", id ?? 0)
        : eb.or([eb("slug", "=", slug), eb("id", "=", id ?? 0)]),
    )
    .executeTakeFirst();
  return Boolean(row);
}
