import type { Kysely } from "kysely";
import { blogSlug, categoryNames, tagNames } from "../../app/content/blog.ts";
import type {
  BlogTaxonomy,
  ImageView,
  Lookup,
  PostList,
  PostQuery,
  PostSummary,
  PostView,
  ProjectView,
  RecentPost,
} from "../../app/lib/publishing.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import type { BlogPostRow, Database, PortfolioItemRow, SlugRedirectTable } from "../db/schema.ts";
import { itemSlugs } from "../db/translations.ts";
import { renderMarkdown } from "./markdown.ts";
import { parseList } from "./list-json.ts";
import { mediaIdOfPath, mediaImage, type MediaLookup } from "./media-images.ts";

/**
 * What the public pages read. Visible means published with a
 * published-at in the past: drafts and scheduled items are found only by a
 * preview (a signed-in user), and never in lists, the sitemap or the feed.
 * An item in the trash is in none of them either, and its
 * addresses, old slugs included, are gone (410) for everyone.
 */
type Db = Kysely<Database>;

export const PROJECT_COVER = { width: 800, height: 600 } as const;
export const POST_COVER = { width: 1200, height: 700 } as const;

const now = () => new Date().toISOString();

export function visibleProjects(db: Db) {
  const at = now();
  return db
    .selectFrom("portfolio_items")
    .where("published", "=", 1)
    .where("slug", "is not", null)
    .where("trashed_at", "is", null)
    .where((eb) => eb.or([eb("published_at", "is", null), eb("published_at", "<=", at)]));
}

export function visiblePosts(db: Db) {
  return db
    .selectFrom("blog_posts")
    .where("published", "=", 1)
    .where("published_at", "is not", null)
    .where("published_at", "<=", now())
    .where("trashed_at", "is", null);
}

/**
 * When the next scheduled project or post goes live (milliseconds since the
 * epoch), if one is waiting: pages kept by the render cache expire then.
 */
export async function nextScheduledAt(database: DatabaseHandle): Promise<number | undefined> {
  const at = now();
  const [project, post] = await Promise.all(
    (["portfolio_items", "blog_posts"] as const).map((table) =>
      database.db
        .selectFrom(table)
        .select((eb) => eb.fn.min("published_at").as("next"))
        .where("published", "=", 1)
        .where("published_at", ">", at)
        .where("trashed_at", "is", null)
        .executeTakeFirst(),
    ),
  );
  const times = [project?.next, post?.next]
    .filter((value): value is string => typeof value === "string")
    .map((value) => Date.parse(value));
  return times.length ? Math.min(...times) : undefined;
}

/**
 * When an item last really changed, for structured data: its last save, or its
 * publication when that came later (a scheduled item goes live after its save).
 */
export function lastChange(row: { updated_at: string; published_at: string | null }): string {
  return row.published_at && row.published_at > row.updated_at ? row.published_at : row.updated_at;
}

export function isVisible(row: { published: number; published_at: string | null }): boolean {
  return row.published === 1 && (row.published_at === null || row.published_at <= now());
}

async function cover(
  media: MediaLookup,
  src: string,
  mediaId: string | null,
  alt: string,
  size: { width: number; height: number },
): Promise<ImageView> {
  if (mediaId) {
    const image = await mediaImage(media, mediaId, alt);
    if (image) return image;
  }
  return { src, alt, ...size };
}

export async function projectView(media: MediaLookup, row: PortfolioItemRow): Promise<ProjectView> {
  // An uploaded picture brings its widths and focal point; the first is the wide one.
  const gallery = await Promise.all(
    parseList<{ src: string; alt: string }>(row.gallery).map((image, i) =>
      cover(
        media,
        image.src,
        mediaIdOfPath(image.src),
        image.alt,
        i === 0 ? POST_COVER : PROJECT_COVER,
      ),
    ),
  );
  return {
    id: row.id,
    slug: row.slug ?? String(row.id),
    title: row.name,
    summary: row.title,
    client: row.client,
    category: row.category,
    year: row.year,
    services: parseList<string>(row.services),
    cover: await cover(media, row.image, row.cover_media, row.cover_alt, PROJECT_COVER),
    gallery,
    bodyHtml: renderMarkdown(row.body),
    seoTitle: row.seo_title || row.name,
    seoDescription: row.seo_description || row.title,
    publishedAt: row.published_at,
    updatedAt: lastChange(row),
    draft: !isVisible(row),
    slugs: { default: row.slug ?? String(row.id), translated: {} },
  };
}

/** An item's slug in the default language and in each language it is translated into. */
export async function slugsOf(
  db: Db,
  kind: "project" | "post",
  row: { id: number; slug: string | null },
) {
  return { default: row.slug ?? String(row.id), translated: await itemSlugs(db, kind, row.id) };
}

export async function redirectFor(db: Db, kind: SlugRedirectTable["kind"], slug: string) {
  const row = await db
    .selectFrom("slug_redirects")
    .select("item_id")
    .where("kind", "=", kind)
    .where("old_slug", "=", slug)
    .executeTakeFirst();
  return row?.item_id ?? null;
}

export async function findProject(
  database: DatabaseHandle,
  media: MediaLookup,
  slug: string,
  preview: boolean,
): Promise<Lookup<ProjectView>> {
  const { db } = database;
  const row = await db
    .selectFrom("portfolio_items")
    .selectAll()
    .where("slug", "=", slug)
    .executeTakeFirst();
  if (row?.trashed_at) return { kind: "gone" };
  if (row && (preview || isVisible(row))) {
    const item = await projectView(media, row);
    return { kind: "found", item: { ...item, slugs: await slugsOf(db, "project", row) } };
  }
  if (row) return { kind: "missing" };
  const id = await redirectFor(db, "project", slug);
  if (id === null) return { kind: "missing" };
  const moved = await db
    .selectFrom("portfolio_items")
    .select(["slug", "published", "published_at", "trashed_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (moved?.trashed_at) return { kind: "gone" };
  return moved?.slug && (preview || isVisible(moved))
    ? { kind: "moved", slug: moved.slug }
    : { kind: "missing" };
}

/** The featured project (else the first in order), for /project-details. */
export async function featuredProject(
  database: DatabaseHandle,
  media: MediaLookup,
): Promise<ProjectView | null> {
  const row = await visibleProjects(database.db)
    .selectAll()
    .orderBy("featured", "desc")
    .orderBy("sort_order")
    .orderBy("id")
    .executeTakeFirst();
  return row ? projectView(media, row) : null;
}

/** Every visible project's address and last change, for the sitemap. */
export async function projectEntries(database: DatabaseHandle) {
  return visibleProjects(database.db)
    .select(["id", "slug", "updated_at", "published_at"])
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
}

async function commentCounts(db: Db, slugs: string[]): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .selectFrom("blog_comments")
    .select(["post_slug", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("status", "=", "approved")
    .where("post_slug", "in", slugs)
    .groupBy("post_slug")
    .execute();
  return new Map(rows.map((r) => [r.post_slug ?? "", Number(r.count)]));
}

/**
 * Posts as their cards show them. A post's comments are filed under its
 * default slug: `defaultSlugs` names it for rows in another language.
 */
export async function summaries(
  db: Db,
  media: MediaLookup,
  rows: BlogPostRow[],
  defaultSlugs?: ReadonlyMap<number, string>,
): Promise<PostSummary[]> {
  const keyOf = (row: BlogPostRow) => defaultSlugs?.get(row.id) ?? row.slug;
  const counts = await commentCounts(db, rows.map(keyOf));
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      author: row.author,
      category: row.category,
      tags: parseList<string>(row.tags),
      summary: row.summary,
      cover: await cover(media, row.cover_image, row.cover_media, row.cover_alt, POST_COVER),
      publishedAt: row.published_at ?? row.created_at,
      comments: counts.get(keyOf(row)) ?? 0,
    })),
  );
}

/** The blog sidebar's recent posts: what it shows of each. */
export const recentOf = (posts: PostSummary[]): RecentPost[] =>
  posts.map(({ id, slug, title, category, comments, cover }) => ({
    id,
    slug,
    title,
    category,
    comments,
    cover,
  }));

/** Categories (with counts) and tags of the visible posts, by name. */
export async function blogTaxonomy(database: DatabaseHandle): Promise<BlogTaxonomy> {
  const rows = await visiblePosts(database.db)
    .select(["category", "tags"])
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return taxonomyOf(rows);
}

/** Categories (with counts) and tags of posts, newest first, by name. */
export function taxonomyOf(rows: readonly { category: string; tags: string }[]): BlogTaxonomy {
  const categories = new Map<string, number>();
  const tags = new Set<string>();
  for (const row of rows) {
    if (row.category) categories.set(row.category, (categories.get(row.category) ?? 0) + 1);
    for (const tag of parseList<string>(row.tags)) tags.add(tag);
  }
  // The site's own order of categories and tags first, then new ones alphabetically.
  const order = (known: readonly string[]) => (a: string, b: string) => {
    const [i, j] = [known.indexOf(a), known.indexOf(b)];
    if (i >= 0 || j >= 0) return (i < 0 ? Infinity : i) - (j < 0 ? Infinity : j);
    return a.localeCompare(b);
  };
  return {
    categories: [...categories.keys()]
      .sort(order(categoryNames))
      .map((name) => ({ slug: blogSlug(name), name, count: categories.get(name)! })),
    tags: [...tags].sort(order(tagNames)).map((name) => ({ id: blogSlug(name), name })),
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of the visible posts matching `?q=`, `?category=`, `?tag=`, newest first. */
export async function listPosts(
  database: DatabaseHandle,
  media: MediaLookup,
  query: PostQuery,
): Promise<PostList> {
  const { db } = database;
  const taxonomy =
    query.category || query.tag ? await blogTaxonomy(database) : { categories: [], tags: [] };
  const category = taxonomy.categories.find((c) => c.slug === query.category)?.name;
  const tag = taxonomy.tags.find((t) => t.id === query.tag)?.name;
  if ((query.category && !category) || (query.tag && !tag)) return { posts: [], total: 0 };

  const words = query.q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  let select = visiblePosts(db);
  if (category) select = select.where("category", "=", category);
  if (tag) select = select.where("tags", "like", `%${escapeLike(JSON.stringify(tag))}%`);
  for (const word of words) {
    const pattern = `%${escapeLike(word)}%`;
    select = select.where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["title"]), "like", pattern),
        eb(eb.fn("lower", ["summary"]), "like", pattern),
      ]),
    );
  }
  const { count } = await select
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  const rows = await select
    .selectAll()
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage)
    .execute();
  return { posts: await summaries(db, media, rows), total: Number(count) };
}

export async function recentPosts(
  database: DatabaseHandle,
  media: MediaLookup,
  count: number,
): Promise<PostSummary[]> {
  const rows = await visiblePosts(database.db)
    .selectAll()
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .limit(count)
    .execute();
  return summaries(database.db, media, rows);
}

type Neighbour = { slug: string; title: string } | undefined;

/**
 * A post's page. Its neighbours, older "previous" and newer "next", are
 * among the visible posts; in another language, among its posts (`inLanguage`).
 */
export async function postView(
  database: DatabaseHandle,
  media: MediaLookup,
  row: BlogPostRow,
  inLanguage?: { previous: Neighbour; next: Neighbour; slugs: PostView["slugs"] },
): Promise<PostView> {
  const { db } = database;
  const slugs = inLanguage?.slugs ?? (await slugsOf(db, "post", row));
  const [summary] = await summaries(db, media, [row], new Map([[row.id, slugs.default]]));
  const at = row.published_at ?? row.created_at;
  // The nearest visible post before it (older) or after it (newer).
  const nearest = (older: boolean) =>
    visiblePosts(db)
      .select(["slug", "title"])
      .where("id", "!=", row.id)
      .where("published_at", older ? "<" : ">", at)
      .orderBy("published_at", older ? "desc" : "asc")
      .executeTakeFirst();
  const previous = inLanguage ? inLanguage.previous : await nearest(true);
  const next = inLanguage ? inLanguage.next : await nearest(false);
  return {
    ...summary!,
    slugs,
    bodyHtml: renderMarkdown(row.body),
    seoTitle: row.seo_title || row.title,
    seoDescription: row.seo_description || row.summary,
    updatedAt: lastChange(row),
    draft: !(row.published === 1 && row.published_at !== null && row.published_at <= now()),
    previous: previous ?? null,
    next: next ?? null,
  };
}

export async function findPost(
  database: DatabaseHandle,
  media: MediaLookup,
  slug: string,
  preview: boolean,
): Promise<Lookup<PostView>> {
  const { db } = database;
  const row = await db
    .selectFrom("blog_posts")
    .selectAll()
    .where("slug", "=", slug)
    .executeTakeFirst();
  const visible = (r: { published: number; published_at: string | null }) =>
    r.published === 1 && r.published_at !== null && r.published_at <= now();
  if (row?.trashed_at) return { kind: "gone" };
  if (row && (preview || visible(row))) {
    return { kind: "found", item: await postView(database, media, row) };
  }
  if (row) return { kind: "missing" };
  const id = await redirectFor(db, "post", slug);
  if (id === null) return { kind: "missing" };
  const moved = await db
    .selectFrom("blog_posts")
    .select(["slug", "published", "published_at", "trashed_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (moved?.trashed_at) return { kind: "gone" };
  return moved && (preview || visible(moved))
    ? { kind: "moved", slug: moved.slug }
    : { kind: "missing" };
}

export async function latestPost(
  database: DatabaseHandle,
  media: MediaLookup,
): Promise<PostView | null> {
  const row = await visiblePosts(database.db)
    .selectAll()
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  return row ? postView(database, media, row) : null;
}

/** The visible posts, newest first: the sitemap (all) and the feed (latest 20). */
export async function postEntries(database: DatabaseHandle, limit?: number) {
  let select = visiblePosts(database.db)
    .select(["id", "slug", "title", "summary", "author", "category", "published_at", "updated_at"])
    .orderBy("published_at", "desc")
    .orderBy("id", "desc");
  if (limit) select = select.limit(limit);
  return select.execute();
}
