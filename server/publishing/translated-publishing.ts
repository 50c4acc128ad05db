import type { FastifyBaseLogger } from "fastify";
import type { CollectionFields } from "../../app/admin/collections/collection.ts";
import { parsePictureLines } from "../../app/admin/collections/picture-lines.ts";
import type { AdminContext } from "../../app/lib/admin/admin-context.ts";
import type { PortfolioItem } from "../../app/lib/portfolio.ts";
import type { Lookup, PostList, PostQuery, PublishingContext } from "../../app/lib/publishing.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import type { BlogPostRow, PortfolioItemRow } from "../db/schema.ts";
import {
  itemSubject,
  itemTranslations,
  readTranslation,
  redirectKindIn,
  subjectAt,
} from "../db/translations.ts";
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import { pageData } from "../http/page-data.ts";
import { listJson } from "./list-json.ts";
import { mediaLookup, uploadedPicture, type MediaLookup } from "./media-images.ts";
import {
  isVisible,
  postView,
  projectView,
  recentOf,
  redirectFor,
  slugsOf,
  summaries,
  taxonomyOf,
  visiblePosts,
  visibleProjects,
} from "./public-content.ts";

/**
 * The projects and posts of a language other than the default (decision
 * 049): an item is there once it has a translation, which is saved whole
 * (server/admin/publishing/item-translations.ts), at its own address
 * (`/de/blog/<its slug>`), with its own words over the default's; the other
 * items are absent from the language's lists, feed and sitemap, and their
 * addresses there answer 404. A translation's old slug answers 301 within
 * the language. Reads tell the kind's tag ("projects", "posts"), so a kept
 * page is dropped when an item or a translation changes.
 */

type Kind = "project" | "post";

const written = (text: string | undefined, fallback: string) => text ?? fallback;

/**
 * A post's row in a language: its own title, slug, summary, body and alt
 * text; its details the default's unless translated; its search words its
 * own or, as in the default, its title and summary (never the default's).
 */
export function postIn(row: BlogPostRow, words: CollectionFields): BlogPostRow {
  return {
    ...row,
    title: written(words.title, row.title),
    slug: written(words.slug, row.slug),
    summary: written(words.summary, row.summary),
    body: written(words.body, row.body),
    cover_alt: written(words.coverAlt, row.cover_alt),
    author: written(words.author, row.author),
    category: written(words.category, row.category),
    tags: words.tags ? listJson(words.tags) : row.tags,
    seo_title: words.seoTitle ?? "",
    seo_description: words.seoDescription ?? "",
  };
}

/** A project's row in a language, as `postIn` does a post's (its gallery's words too). */
export function projectIn(row: PortfolioItemRow, words: CollectionFields): PortfolioItemRow {
  const gallery = words.gallery ? parsePictureLines(words.gallery) : null;
  return {
    ...row,
    name: written(words.title, row.name),
    slug: written(words.slug, row.slug ?? ""),
    title: written(words.summary, row.title),
    body: written(words.body, row.body),
    cover_alt: written(words.coverAlt, row.cover_alt),
    client: written(words.client, row.client),
    category: written(words.category, row.category),
    services: words.services ? listJson(words.services) : row.services,
    gallery: gallery?.ok ? JSON.stringify(gallery.images) : row.gallery,
    seo_title: words.seoTitle ?? "",
    seo_description: words.seoDescription ?? "",
  };
}

/** The visible items of a kind translated into `code`, in the site's order, each with its default slug. */
async function itemsIn<R extends { id: number; slug: string | null }>(
  database: DatabaseHandle,
  kind: Kind,
  code: string,
  rows: R[],
  overlay: (row: R, words: CollectionFields) => R,
): Promise<{ row: R; defaultSlug: string }[]> {
  const translations = await itemTranslations(database.db, kind, code);
  return rows.flatMap((row) => {
    const words = translations.get(row.id);
    return words ? [{ row: overlay(row, words), defaultSlug: row.slug ?? String(row.id) }] : [];
  });
}

/** The language's visible posts, newest first. */
async function postsIn(database: DatabaseHandle, code: string) {
  const rows = await visiblePosts(database.db)
    .selectAll()
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return itemsIn(database, "post", code, rows, postIn);
}

/** The language's visible projects, in the site's order. */
async function projectsIn(database: DatabaseHandle, code: string) {
  const rows = await visibleProjects(database.db)
    .selectAll()
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
  return itemsIn(database, "project", code, rows, projectIn);
}

/** The portfolio's cards in a language (the home page's slider), as the default's are listed. */
export async function portfolioIn(
  database: DatabaseHandle,
  code: string,
): Promise<PortfolioItem[]> {
  const media = mediaLookup(database);
  return Promise.all(
    (await projectsIn(database, code)).map(async ({ row }): Promise<PortfolioItem> => {
      const item = {
        id: row.id,
        slug: row.slug,
        name: row.name,
        title: row.title,
        image: row.image,
      };
      const picture = await uploadedPicture(media, row.image);
      if (!picture) return item;
      return { ...item, sources: picture.sources, ...(picture.focus && { focus: picture.focus }) };
    }),
  );
}

/** The language's posts for its feed: the latest `limit`, as `postEntries` lists the default's. */
export async function postEntriesIn(database: DatabaseHandle, code: string, limit: number) {
  return (await postsIn(database, code)).slice(0, limit).map(({ row }) => row);
}

/**
 * The item a language has at `/…/<slug>`: found (a draft only for a
 * signed-in preview), in the trash (410), moved to its translation's new
 * slug (301), else missing (with its default's address when the slug is a
 * visible item's there).
 */
async function itemAt<R extends { id: number; trashed_at: string | null }>(
  database: DatabaseHandle,
  kind: Kind,
  code: string,
  slug: string,
  read: (id: number) => Promise<R | undefined>,
): Promise<
  | { kind: "found"; row: R; words: CollectionFields }
  | { kind: "moved"; slug: string }
  | { kind: "missing"; original?: string }
  | { kind: "gone" }
> {
  const { db } = database;
  const base = kind === "project" ? "/projects" : "/blog";
  const subject = await subjectAt(db, code, `${base}/${slug}`);
  if (subject) {
    const id = Number(subject.slice(itemSubject(kind, 0).length - 1));
    const row = await read(id);
    if (!row) return { kind: "missing" };
    if (row.trashed_at) return { kind: "gone" };
    return { kind: "found", row, words: (await readTranslation(db, subject, code)).fields };
  }
  const id = await redirectFor(db, redirectKindIn(kind, code), slug);
  if (id === null) {
    // Not translated: its 404 offers it in the default language, where it is visible there.
    const there =
      kind === "project"
        ? await visibleProjects(db).select("id").where("slug", "=", slug).executeTakeFirst()
        : await visiblePosts(db).select("id").where("slug", "=", slug).executeTakeFirst();
    return there ? { kind: "missing", original: `${base}/${slug}` } : { kind: "missing" };
  }
  const moved = (await readTranslation(db, itemSubject(kind, id), code)).fields.slug;
  return moved ? { kind: "moved", slug: moved } : { kind: "missing" };
}

/** A query's page of the language's posts, as the default's `listPosts` gives it. */
function pageOf(
  posts: { row: BlogPostRow; defaultSlug: string }[],
  query: PostQuery,
): { rows: { row: BlogPostRow; defaultSlug: string }[]; total: number } {
  const taxonomy = taxonomyOf(posts.map(({ row }) => row));
  const category = taxonomy.categories.find((c) => c.slug === query.category)?.name;
  const tag = taxonomy.tags.find((t) => t.id === query.tag)?.name;
  if ((query.category && !category) || (query.tag && !tag)) return { rows: [], total: 0 };
  const words = query.q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  const matching = posts.filter(
    ({ row }) =>
      (!category || row.category === category) &&
      (!tag || row.tags.includes(JSON.stringify(tag))) &&
      words.every((word) => `${row.title}\n${row.summary}`.toLowerCase().includes(word)),
  );
  const start = (query.page - 1) * query.perPage;
  return { rows: matching.slice(start, start + query.perPage), total: matching.length };
}

export function translatedPublishing(options: {
  database: DatabaseHandle;
  admin: AdminContext;
  log: FastifyBaseLogger;
  /** The language's code. */
  code: string;
  onRead?: (tag: string) => void;
}): PublishingContext {
  const { database, admin, log, code } = options;
  const { db } = database;
  const media: MediaLookup = mediaLookup(database);
  const read = <T>(what: string, run: () => Promise<T>, tag: "posts" | "projects" = "posts") => {
    options.onRead?.(tag);
    return pageData(log, what, run);
  };
  const mayPreview = async (preview?: boolean) => Boolean(preview) && (await admin.user()) !== null;
  const cards = async (posts: { row: BlogPostRow; defaultSlug: string }[]) =>
    summaries(
      db,
      media,
      posts.map(({ row }) => row),
      new Map(posts.map(({ row, defaultSlug }) => [row.id, defaultSlug])),
    );
  const viewOf = async (posts: { row: BlogPostRow; defaultSlug: string }[], index: number) => {
    const { row } = posts[index]!;
    const neighbour = (at: number) => {
      const other = posts[at]?.row;
      return other && { slug: other.slug, title: other.title };
    };
    return postView(database, media, row, {
      previous: neighbour(index + 1),
      next: neighbour(index - 1),
      slugs: await slugsOf(db, "post", { id: row.id, slug: posts[index]!.defaultSlug }),
    });
  };

  return {
    project: async (slug, opts) => {
      const preview = await mayPreview(opts?.preview);
      return read(
        "Loading a project",
        async () => {
          const found = await itemAt(database, "project", code, slug, (id) =>
            db.selectFrom("portfolio_items").selectAll().where("id", "=", id).executeTakeFirst(),
          );
          if (found.kind !== "found") return found;
          // Dropped with the item's page in the default language (its tag is its default slug).
          options.onRead?.(`project:${found.row.slug}`);
          if (opts?.link || !(preview || isVisible(found.row))) return { kind: "missing" };
          const item = await projectView(media, projectIn(found.row, found.words));
          const slugs = await slugsOf(db, "project", found.row);
          return { kind: "found", item: { ...item, slugs } };
        },
        "projects",
      );
    },
    featuredProject: () =>
      read(
        "Loading the featured project",
        async () => {
          const projects = await projectsIn(database, code);
          const first = projects.find(({ row }) => row.featured === 1) ?? projects[0] ?? null;
          if (!first) return null;
          const slugs = await slugsOf(db, "project", { id: first.row.id, slug: first.defaultSlug });
          return { ...(await projectView(media, first.row)), slugs };
        },
        "projects",
      ),
    posts: (query) =>
      read("Loading the posts", async (): Promise<PostList> => {
        const { rows, total } = pageOf(await postsIn(database, code), query);
        return { posts: await cards(rows), total };
      }),
    post: async (slug, opts) => {
      const preview = await mayPreview(opts?.preview);
      return read("Loading a post", async () => {
        const found = await itemAt(database, "post", code, slug, (id) =>
          db.selectFrom("blog_posts").selectAll().where("id", "=", id).executeTakeFirst(),
        );
        if (found.kind !== "found") return found;
        const posts = await postsIn(database, code);
        const index = posts.findIndex(({ row }) => row.id === found.row.id);
        if (index >= 0 && !opts?.link) return { kind: "found", item: await viewOf(posts, index) };
        if (!preview || opts?.link) return { kind: "missing" };
        // A draft or scheduled post, previewed by a signed-in user: in no list yet.
        const row = postIn(found.row, found.words);
        return {
          kind: "found",
          item: await postView(database, media, row, {
            previous: undefined,
            next: undefined,
            slugs: await slugsOf(db, "post", found.row),
          }),
        };
      }) as Promise<Lookup<Awaited<ReturnType<typeof viewOf>>>>;
    },
    latestPost: () =>
      read("Loading the latest post", async () => {
        const posts = await postsIn(database, code);
        return posts.length > 0 ? viewOf(posts, 0) : null;
      }),
    recentPosts: (count) =>
      read("Loading recent posts", async () =>
        cards((await postsIn(database, code)).slice(0, count)),
      ),
    footerPosts: async (count) => {
      options.onRead?.("posts");
      try {
        return await cards((await postsIn(database, code)).slice(0, count));
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        log.warn({ err: error }, "The footer's recent posts were left out: database unavailable");
        return [];
      }
    },
    blogSidebar: () =>
      read("Loading the blog sidebar", async () => {
        const posts = await postsIn(database, code);
        return {
          ...taxonomyOf(posts.map(({ row }) => row)),
          recent: recentOf(await cards(posts.slice(0, 3))),
        };
      }),
  };
}
