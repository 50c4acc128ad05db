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
 * - `scheduled`: a project or post published for a time still to come
 *   (`/projects/<slug>`, `/blog/<slug>`, under `/home-two` too): a redirect
 *   from it would hide the item from the moment it goes live;
 * - null: nothing answers it but the 404 page (or an automatic redirect,
 *   which the rules check apart).
 *
 * A draft's or trashed item's address is not live (a trashed one answers
 * 410): publishing a draft, or restoring an item, at an address a redirect
 * leaves from is refused where it is done.
 */
export type PathOwner = "site" | "page" | "scheduled" | null;

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
  return itemOwner(db, inner);
}

async function itemOwner(db: Kysely<Database>, path: string): Promise<PathOwner> {
  const [, section, rawSlug] = /^\/(projects|blog|service|services)\/([^/]+)$/.exec(path) ?? [];
  if (!section || !rawSlug) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(rawSlug);
  } catch {
    return null;
  }
  if (section === "projects" || section === "blog") {
    const row = await db
      .selectFrom(section === "projects" ? "portfolio_items" : "blog_posts")
      .select(["published", "published_at"])
      .where("slug", "=", slug)
      .where("trashed_at", "is", null)
      .executeTakeFirst();
    if (!row || row.published !== 1) return null;
    // A project published without a date is live (isVisible); a post needs its date.
    if (isVisible(row) && (section === "projects" || row.published_at !== null)) return "page";
    return row.published_at !== null && !isVisible(row) ? "scheduled" : null;
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
  return row ? "page" : null;
}
