import { sql, type Kysely, type Updateable } from "kysely";
import { publishingCopy } from "../../../app/admin/publishing/publishing-words.ts";
import type {
  EditorFields,
  EditorIntent,
  EditorItem,
  FieldErrors,
  ItemKind,
  ItemRow,
  SaveResult,
} from "../../../app/admin/publishing/editorial.ts";
import { emptyFields } from "../../../app/admin/publishing/editorial.ts";
import {
  pictureLines,
  parsePictureLines,
  type Picture,
} from "../../../app/admin/collections/picture-lines.ts";
import { parseFields } from "../../../app/forms/field-errors.ts";
import { itemRules, normaliseFields } from "../../../app/admin/publishing/publishing-forms.ts";
import { parseDateTime } from "../../../app/admin/collections/collection-rules.ts";
import type { ItemStatus } from "../../../app/lib/admin/statuses.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import type { BlogPostRow, Database, PortfolioItemRow } from "../../db/schema.ts";
import { listJson as list, parseList } from "../../publishing/list-json.ts";
import { mediaIdOfPath } from "../../publishing/media-images.ts";
import { mediaOfPath } from "../media/media-queries.ts";
import { redirectFromItemPath } from "../redirects/redirect-queries.ts";

const errors = publishingCopy.errors;

type Db = Kysely<Database>;
type ItemTable = "portfolio_items" | "blog_posts";

export function statusOf(row: {
  published: number;
  published_at: string | null;
  trashed_at?: string | null;
}): ItemStatus {
  if (row.trashed_at) return "trash";
  if (row.published !== 1) return "draft";
  return row.published_at && row.published_at > new Date().toISOString()
    ? "scheduled"
    : "published";
}

/** The console's list of projects or posts, newest change first; the trash only when asked for. */
export async function listItems(
  database: DatabaseHandle,
  kind: ItemKind,
  filter: { q: string; status: ItemStatus | null },
): Promise<ItemRow[]> {
  const { db } = database;
  const rows =
    kind === "project"
      ? (
          await db
            .selectFrom("portfolio_items")
            .select(["id", "name as title", "slug", "published", "published_at", "updated_at"])
            .select(["trashed_at", "trashed_by"])
            .orderBy("updated_at", "desc")
            .orderBy("id", "desc")
            .execute()
        ).map((r) => ({ ...r, slug: r.slug ?? "" }))
      : await db
          .selectFrom("blog_posts")
          .select(["id", "title", "slug", "published", "published_at", "updated_at"])
          .select(["trashed_at", "trashed_by"])
          .orderBy("updated_at", "desc")
          .orderBy("id", "desc")
          .execute();
  const words = filter.q.toLowerCase().split(/\s+/).filter(Boolean);
  return rows
    .map((r) => ({
      id: r.id,
      title: r.title,
      slug: r.slug,
      status: statusOf(r),
      updatedAt: r.updated_at,
      publishedAt: r.published_at,
      trashedAt: r.trashed_at,
      trashedBy: r.trashed_by,
    }))
    .filter((r) => (filter.status ? r.status === filter.status : r.status !== "trash"))
    .filter((r) => words.every((w) => `${r.title} ${r.slug}`.toLowerCase().includes(w)));
}

function projectFields(row: PortfolioItemRow): EditorFields {
  return {
    ...emptyFields,
    title: row.name,
    slug: row.slug ?? "",
    summary: row.title,
    body: row.body,
    coverImage: row.image,
    coverAlt: row.cover_alt,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    publishedAt: row.published_at ?? "",
    client: row.client,
    category: row.category,
    year: row.year ? String(row.year) : "",
    services: parseList<string>(row.services).join(", "),
    featured: row.featured ? "yes" : "",
    gallery: pictureLines(parseList<Picture>(row.gallery)),
  };
}

function postFields(row: BlogPostRow): EditorFields {
  return {
    ...emptyFields,
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    body: row.body,
    coverImage: row.cover_image,
    coverAlt: row.cover_alt,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    publishedAt: row.published_at ?? "",
    category: row.category,
    author: row.author,
    tags: parseList<string>(row.tags).join(", "),
  };
}

export async function loadItem(
  database: DatabaseHandle,
  kind: ItemKind,
  id: number,
): Promise<EditorItem | null> {
  const { db } = database;
  if (kind === "project") {
    const row = await db
      .selectFrom("portfolio_items")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    return row
      ? {
          id,
          kind,
          fields: projectFields(row),
          status: statusOf(row),
          version: row.version,
          trashedAt: row.trashed_at,
        }
      : null;
  }
  const row = await db.selectFrom("blog_posts").selectAll().where("id", "=", id).executeTakeFirst();
  return row
    ? {
        id,
        kind,
        fields: postFields(row),
        status: statusOf(row),
        version: row.version,
        trashedAt: row.trashed_at,
      }
    : null;
}

/** Another item of the kind with this slug: "live", "trash" (it keeps its slug there), or null. */
async function slugTaken(db: Db, kind: ItemKind, slug: string, id: number | null) {
  const table = kind === "project" ? "portfolio_items" : "blog_posts";
  const row = await db
    .selectFrom(table)
    .select("trashed_at")
    .where("slug", "=", slug)
    .$if(id !== null, (q) => q.where("id", "!=", id!))
    .executeTakeFirst();
  return row ? (row.trashed_at ? "trash" : "live") : null;
}

/**
 * Saves an item at the version the editor opened: the update names the
 * version, so a save by someone else in between changes no row and answers a
 * conflict. A changed slug of an item that was ever published keeps the old
 * address as a 301 (slug_redirects); a post's comments follow its slug.
 * `trx` is a transaction: the checks and the writes see one state.
 */
export async function saveItem(
  trx: Db,
  kind: ItemKind,
  id: number | null,
  version: number,
  input: EditorFields,
  intent: EditorIntent,
): Promise<SaveResult> {
  // The editor's rules (app/forms/admin/publishing-forms.ts), and the one
  // that needs the database: no other item of the kind has the slug.
  const fields = normaliseFields(input);
  // A cover from the media library has its alt text there: an empty 'Alt text' uses it.
  const library = await mediaOfPath(trx, fields.coverImage);
  const checked = parseFields(itemRules(kind, intent), {
    ...fields,
    coverAlt: fields.coverAlt || library?.alt || "",
  });
  const found: FieldErrors = checked.ok ? {} : { ...checked.errors };
  // A library image deleted since the form was opened (or since the revision being restored).
  if (!found.coverImage && !library && mediaIdOfPath(fields.coverImage)) {
    found.coverImage = errors.coverDeleted;
  }
  const taken = found.slug ? null : await slugTaken(trx, kind, fields.slug, id);
  if (taken) found.slug = taken === "trash" ? errors.slugInTrash(kind) : errors.slugTaken(kind);
  if (
    !found.slug &&
    (id === null || intent === "publish" || (await slugChanged(trx, kind, id, fields.slug)))
  ) {
    // Redirects answer before pages render: a redirect from the address would hide the item.
    const redirect = await redirectFromItemPath(trx, kind, fields.slug);
    if (redirect) found.slug = errors.slugRedirected(redirect.from, redirect.to);
  }
  if (Object.keys(found).length > 0) return { ok: false, kind: "invalid", errors: found };

  const now = new Date().toISOString();
  const asked = parseDateTime(fields.publishedAt) ?? null;
  const before = id === null ? null : await currentRow(trx, kind, id);
  if (id !== null && !before) return { ok: false, kind: "missing" };
  const published = intent === "publish" ? 1 : 0;
  // A cover uploaded in the console is named by one of its variants
  // (/media/<asset id>/<width>.webp): the pages serve all of its widths.
  const coverMedia = library?.id ?? null;
  // Publishing without a date publishes now (a future date schedules it); a draft keeps the date it was given.
  const common = {
    published,
    published_at: intent === "publish" ? (asked ?? now) : asked,
    seo_title: fields.seoTitle,
    seo_description: fields.seoDescription,
    cover_alt: fields.coverAlt,
    cover_media: coverMedia,
    body: fields.body,
    slug: fields.slug,
    updated_at: now,
  };
  let newId = id;
  if (kind === "project") {
    // The rules have checked every line (app/forms/admin/publishing-forms.ts).
    const gallery = parsePictureLines(fields.gallery);
    const values = {
      ...common,
      name: fields.title,
      title: fields.summary,
      image: fields.coverImage,
      client: fields.client,
      category: fields.category,
      year: fields.year ? Number(fields.year) : null,
      services: list(fields.services),
      featured: fields.featured ? 1 : 0,
      gallery: JSON.stringify(gallery.ok ? gallery.images : []),
    };
    if (id === null) {
      const order = await trx
        .selectFrom("portfolio_items")
        .select((eb) => eb.fn.max("sort_order").as("max"))
        .executeTakeFirst();
      const row = await trx
        .insertInto("portfolio_items")
        .values({ ...values, sort_order: Number(order?.max ?? 0) + 10, created_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      newId = row.id;
    } else if (!(await updateAtVersion(trx, "portfolio_items", id, version, values))) {
      return { ok: false, kind: "conflict", currentVersion: before!.version };
    }
    // One featured project: the one just marked.
    if (fields.featured) {
      await trx
        .updateTable("portfolio_items")
        .set({ featured: 0 })
        .where("id", "!=", newId!)
        .execute();
    }
  } else {
    const values = {
      ...common,
      title: fields.title,
      summary: fields.summary,
      cover_image: fields.coverImage,
      category: fields.category,
      author: fields.author,
      tags: list(fields.tags),
    };
    if (id === null) {
      const row = await trx
        .insertInto("blog_posts")
        .values({ ...values, created_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      newId = row.id;
    } else if (!(await updateAtVersion(trx, "blog_posts", id, version, values))) {
      return { ok: false, kind: "conflict", currentVersion: before!.version };
    }
  }

  // The new slug is a real address now; the old one answers 301 if anyone could know it.
  await trx
    .deleteFrom("slug_redirects")
    .where("kind", "=", kind)
    .where("old_slug", "=", fields.slug)
    .execute();
  if (before?.slug && before.slug !== fields.slug) {
    if (before.published_at) {
      await trx
        .deleteFrom("slug_redirects")
        .where("kind", "=", kind)
        .where("old_slug", "=", before.slug)
        .execute();
      await trx
        .insertInto("slug_redirects")
        .values({ kind, old_slug: before.slug, item_id: newId!, created_at: now })
        .execute();
    }
    if (kind === "post") {
      await trx
        .updateTable("blog_comments")
        .set({ post_slug: fields.slug })
        .where("post_slug", "=", before.slug)
        .execute();
    }
  }
  const status = statusOf({ published, published_at: common.published_at });
  return { ok: true, id: newId!, slug: fields.slug, status };
}

/**
 * A save's UPDATE of an item, only if it is still at the version the editor
 * read: false when someone saved it in between (the save is then a conflict).
 */
async function updateAtVersion<T extends ItemTable>(
  trx: Db,
  table: T,
  id: number,
  version: number,
  values: Updateable<Database[T]>,
): Promise<boolean> {
  const result = await trx
    .updateTable<ItemTable>(table)
    .set({ ...values, version: sql<number>`version + 1` })
    .where("id", "=", id)
    .where("version", "=", version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

async function slugChanged(db: Db, kind: ItemKind, id: number, slug: string) {
  const row = await currentRow(db, kind, id);
  return row?.slug !== slug;
}

async function currentRow(db: Db, kind: ItemKind, id: number) {
  return kind === "project"
    ? db
        .selectFrom("portfolio_items")
        .select(["slug", "version", "published_at"])
        .where("id", "=", id)
        .executeTakeFirst()
    : db
        .selectFrom("blog_posts")
        .select(["slug", "version", "published_at"])
        .where("id", "=", id)
        .executeTakeFirst();
}
