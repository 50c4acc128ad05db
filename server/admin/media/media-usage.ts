import { sql, type Kysely } from "kysely";
import { mediaCopy } from "../../../app/content/admin/media.ts";
import type { MediaUse, MediaUseKind } from "../../../app/lib/admin/media.ts";
import type { Database } from "../../db/schema.ts";
import { MEDIA_PREFIX } from "../../publishing/media-images.ts";

/**
 * Where the library's images are used (docs/decisions/040-media-library.md).
 * Nothing records it: it is read from the tables that name images, every time
 * — a field holding an image's path (`/media/<id>/<file>`), a Markdown body or
 * a document containing it — so it can never disagree with what the pages
 * show. The same places are rewritten when an image's file is replaced.
 */

type Db = Kysely<Database>;

/** A path naming one of an image's files: /media/<id>/<file>. */
const MEDIA_PATH =
  /\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/[a-z0-9.-]+/g;

/** The images a text names, by id. */
export function mediaIdsIn(text: string): Set<string> {
  return new Set([...text.matchAll(MEDIA_PATH)].map((match) => match[1]!));
}

/** The text with every path of image `id` turned into `src` (a replaced file's new path). */
export function withMediaPath(text: string, id: string, src: string): string {
  return text.replace(MEDIA_PATH, (path, found: string) => (found === id ? src : path));
}

/** A row naming images: where it is, what it is called, which of its columns hold what. */
interface Place {
  kind: MediaUseKind;
  /** The table and the row's key, for a rewrite. */
  table: keyof Database;
  key: { column: string; value: string | number };
  label: string;
  href: string;
  /** The public pages' tags (server/http/render-cache.ts) dropped when the image changes. */
  tags: string[];
  /** Column → the field's name for people, and its text. */
  columns: { column: string; field: string; text: string }[];
}

const f = mediaCopy.useFields;

/**
 * Every row of the site's content that may name an image. Read whole: an
 * agency's site has tens of items, not millions, and a where-used list must
 * be right rather than quick.
 */
async function places(db: Db): Promise<Place[]> {
  const found: Place[] = [];
  for (const row of await db
    .selectFrom("portfolio_items")
    .select(["id", "name", "slug", "image", "gallery", "body", "cover_media"])
    .execute()) {
    found.push({
      kind: "project",
      table: "portfolio_items",
      key: { column: "id", value: row.id },
      label: row.name,
      href: `/admin/projects/${row.id}`,
      tags: ["projects", `project:${row.slug ?? row.id}`],
      columns: [
        { column: "image", field: f.cover, text: `${row.image} ${cover(row.cover_media)}` },
        { column: "gallery", field: f.gallery, text: row.gallery },
        { column: "body", field: f.body, text: row.body },
      ],
    });
  }
  for (const row of await db
    .selectFrom("blog_posts")
    .select(["id", "title", "cover_image", "body", "cover_media"])
    .execute()) {
    found.push({
      kind: "post",
      table: "blog_posts",
      key: { column: "id", value: row.id },
      label: row.title,
      href: `/admin/posts/${row.id}`,
      tags: ["posts"],
      columns: [
        {
          column: "cover_image",
          field: f.cover,
          text: `${row.cover_image} ${cover(row.cover_media)}`,
        },
        { column: "body", field: f.body, text: row.body },
      ],
    });
  }
  for (const row of await db.selectFrom("services").selectAll().execute()) {
    const { id, title, banner_image, ...rest } = row;
    found.push({
      kind: "service",
      table: "services",
      key: { column: "id", value: id },
      label: title,
      href: `/admin/services/${id}`,
      tags: ["services"],
      columns: [
        { column: "banner_image", field: f.banner, text: banner_image },
        // Any other text of the service that names an image (none does today).
        ...Object.entries(rest)
          .filter(([, value]) => typeof value === "string" && value.includes(MEDIA_PREFIX))
          .map(([column, value]) => ({ column, field: f.text, text: value as string })),
      ],
    });
  }
  const people = [
    ["testimonial", "testimonials", "photo", f.photo, "/admin/testimonials", "testimonials"],
    ["member", "team_members", "photo", f.photo, "/admin/team", "team"],
    ["partner", "partners", "logo", f.logo, "/admin/partners", "partners"],
  ] as const;
  for (const [kind, table, column, field, path, tag] of people) {
    const rows = await db
      .selectFrom(table as "partners")
      .select(["id", "name", sql<string>`${sql.ref(column)}`.as("picture")])
      .execute();
    for (const row of rows) {
      found.push({
        kind,
        table,
        key: { column: "id", value: row.id },
        label: row.name,
        href: `${path}/${row.id}`,
        tags: [tag],
        columns: [{ column, field, text: row.picture }],
      });
    }
  }
  for (const row of await db.selectFrom("site_documents").select(["key", "value"]).execute()) {
    const place = documentPlace(row.key, row.value);
    if (place) found.push(place);
  }
  return found;
}

/** A cover named by its asset id alone still counts (`cover_media`). */
const cover = (id: string | null) => (id ? `${MEDIA_PREFIX}${id}/cover` : "");

function documentPlace(key: string, value: string): Place | null {
  const base = {
    table: "site_documents" as const,
    key: { column: "key", value: key },
    tags: [key],
  };
  if (key === "settings") {
    return {
      ...base,
      kind: "settings",
      label: mediaCopy.useLabels.settings,
      href: "/admin/settings",
      columns: [{ column: "value", field: f.shareImage, text: value }],
    };
  }
  const [prefix, name] = key.split(":");
  if (!name || (prefix !== "legal" && prefix !== "page")) return null;
  let title = name;
  try {
    const parsed = JSON.parse(value) as { title?: unknown };
    if (typeof parsed.title === "string" && parsed.title) title = parsed.title;
  } catch {
    // A document's value is JSON; its name stands in for a title it lacks.
  }
  return {
    ...base,
    kind: prefix === "legal" ? "legal" : "page",
    label: title,
    href: prefix === "legal" ? `/admin/pages/${name}` : `/admin/pages/copy/${name}`,
    columns: [{ column: "value", field: f.text, text: value }],
  };
}

export interface Usage {
  uses: MediaUse[];
  tags: string[];
}

/** Where each image is used (by id); an image no row names is absent. */
export async function mediaUsage(db: Db): Promise<Map<string, Usage>> {
  const usage = new Map<string, Usage>();
  for (const place of await places(db)) {
    for (const { field, text } of place.columns) {
      for (const id of mediaIdsIn(text)) {
        const entry = usage.get(id) ?? { uses: [], tags: [] };
        const same = entry.uses.find((u) => u.href === place.href && u.label === place.label);
        if (same) {
          if (!same.field.split(", ").includes(field)) same.field = `${same.field}, ${field}`;
        } else {
          entry.uses.push({ kind: place.kind, label: place.label, href: place.href, field });
        }
        for (const tag of place.tags) if (!entry.tags.includes(tag)) entry.tags.push(tag);
        usage.set(id, entry);
      }
    }
  }
  return usage;
}

/**
 * A replaced image's new path in every place naming it (its fields, Markdown
 * bodies, documents), each such row's version counted up so an editor who
 * had it open is told it changed rather than writing the old path back.
 * Returns the pages' tags to drop.
 */
export async function repointMedia(
  trx: Db,
  id: string,
  src: string,
  now: string,
): Promise<string[]> {
  const tags = new Set<string>();
  for (const place of await places(trx)) {
    const changed: Record<string, string> = {};
    for (const { column, text } of place.columns) {
      if (!mediaIdsIn(text).has(id)) continue;
      // The cover's text above carries `cover_media` too: rewrite the stored column only.
      const stored = await storedText(trx, place, column);
      const next = withMediaPath(stored, id, src);
      if (next !== stored) changed[column] = next;
    }
    if (Object.keys(changed).length === 0) continue;
    await trx
      .updateTable(place.table as "blog_posts")
      .set({
        ...changed,
        version: sql<number>`version + 1`,
        updated_at: now,
      })
      .where(sql.ref(place.key.column), "=", place.key.value)
      .execute();
    for (const tag of place.tags) tags.add(tag);
  }
  return [...tags];
}

async function storedText(trx: Db, place: Place, column: string): Promise<string> {
  const row = await trx
    .selectFrom(place.table as "blog_posts")
    .select(sql<string>`${sql.ref(column)}`.as("text"))
    .where(sql.ref(place.key.column), "=", place.key.value)
    .executeTakeFirst();
  return row?.text ?? "";
}
