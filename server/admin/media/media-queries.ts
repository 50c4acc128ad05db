import type { Kysely } from "kysely";
import { siteArtwork } from "../../../app/content/admin/site-artwork.ts";
import {
  choiceLabel,
  matchesWords,
  type Focus,
  type MediaChoice,
  type MediaItem,
  type SiteArtwork,
} from "../../../app/lib/admin/media.ts";
import type { Database, MediaAssetRow } from "../../db/schema.ts";
import type { ProcessedImage } from "../../media/process-image.ts";
import { MEDIA_PREFIX, mediaIdOfPath, type MediaVariant } from "../../publishing/media-images.ts";
import { parseList } from "../../publishing/list-json.ts";
import type { Usage } from "./media-usage.ts";

/**
 * The library's reads and writes of media_assets (migrations 007 and 017).
 * They take a Kysely so they run in a change's transaction; they never write
 * the audit log.
 */

type Db = Kysely<Database>;

/** The path every field names an image by: its largest WebP width (else its original). */
export function mediaSrc(row: Pick<MediaAssetRow, "variants" | "original_key">): string {
  const webp = parseList<MediaVariant>(row.variants)
    .filter((v) => v.format === "webp")
    .sort((a, b) => b.width - a.width);
  return `${MEDIA_PREFIX}${webp[0]?.key ?? row.original_key}`;
}

function previewOf(row: MediaAssetRow): string {
  const webp = parseList<MediaVariant>(row.variants)
    .filter((v) => v.format === "webp")
    .sort((a, b) => a.width - b.width);
  return `${MEDIA_PREFIX}${webp[0]?.key ?? row.original_key}`;
}

/** An upload from before the library has no name of its own: its id's first part stands in. */
export const mediaName = (row: Pick<MediaAssetRow, "id" | "original_name">) =>
  row.original_name || `image-${row.id.slice(0, 8)}`;

const focusOf = (row: MediaAssetRow): Focus | null =>
  row.focus_x === null || row.focus_y === null ? null : { x: row.focus_x, y: row.focus_y };

export function mediaItem(row: MediaAssetRow, usage: Usage | undefined): MediaItem {
  return {
    id: row.id,
    name: mediaName(row),
    src: mediaSrc(row),
    preview: previewOf(row),
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    mime: row.mime,
    alt: row.alt,
    focus: focusOf(row),
    uploadedBy: row.created_by,
    uploadedAt: row.created_at,
    revision: row.revision,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
    uses: usage?.uses ?? [],
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The images with each word of `q` in their name or alt text. */
function matching(db: Db, q: string) {
  let select = db.selectFrom("media_assets");
  for (const word of q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8)) {
    const pattern = `%${escapeLike(word)}%`;
    select = select.where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["original_name"]), "like", pattern),
        eb(eb.fn("lower", ["alt"]), "like", pattern),
      ]),
    );
  }
  return select;
}

/** Every image, newest first; each word of `q` in its name or alt text. */
export function listMedia(db: Db, q: string): Promise<MediaAssetRow[]> {
  return matching(db, q).selectAll().orderBy("created_at", "desc").orderBy("id").execute();
}

/**
 * One page of `listMedia` followed by `after` more entries (the site's
 * artwork) once the uploads run out: a page past the last shows the last.
 * `rest` says which of those entries fill this page.
 */
export async function mediaPage(db: Db, q: string, asked: number, size: number, after = 0) {
  const counted = await matching(db, q)
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .executeTakeFirst();
  const uploads = Number(counted?.total ?? 0);
  const total = uploads + after;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, asked), pageCount);
  const offset = (page - 1) * size;
  const rows =
    offset < uploads
      ? await matching(db, q)
          .selectAll()
          .orderBy("created_at", "desc")
          .orderBy("id")
          .limit(size)
          .offset(offset)
          .execute()
      : [];
  const from = Math.max(0, offset - uploads);
  return { rows, total, page, pageCount, rest: { from, to: from + size - rows.length } };
}

/** The site's artwork with each word of `q` in its name, alt text or path. */
export const artworkMatching = (q: string): SiteArtwork[] =>
  siteArtwork.filter((art) => matchesWords(q, [art.name, art.alt, art.src]));

export const loadMedia = (db: Db, id: string) =>
  db.selectFrom("media_assets").selectAll().where("id", "=", id).executeTakeFirst();

/** The editors' 'Choose from library': every upload, newest first, then the site's artwork. */
export async function mediaChoices(db: Db): Promise<MediaChoice[]> {
  const rows = await listMedia(db, "");
  const uploads = rows.map((row) => {
    const image = { name: mediaName(row), width: row.width, height: row.height, alt: row.alt };
    return {
      src: mediaSrc(row),
      label: choiceLabel(image),
      ...image,
      preview: previewOf(row),
      artwork: false,
    };
  });
  const artwork = siteArtwork.map((art) => ({
    ...art,
    label: choiceLabel(art),
    preview: art.src,
    artwork: true,
  }));
  return [...uploads, ...artwork];
}

/** The library's row of a path a field holds (/media/<id>/…), if it is one. */
export async function mediaOfPath(db: Db, path: string): Promise<MediaAssetRow | undefined> {
  const id = mediaIdOfPath(path);
  return id ? loadMedia(db, id) : undefined;
}

export async function updateMedia(
  db: Db,
  id: string,
  change: Partial<
    Pick<
      MediaAssetRow,
      | "alt"
      | "focus_x"
      | "focus_y"
      | "original_key"
      | "original_name"
      | "mime"
      | "width"
      | "height"
      | "bytes"
      | "variants"
      | "placeholder"
      | "revision"
    >
  >,
  by: string,
): Promise<boolean> {
  const result = await db
    .updateTable("media_assets")
    .set({ ...change, updated_at: new Date().toISOString(), updated_by: by })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** What a row says of its file: a new upload's, or a replaced one's. */
export const fileColumns = (image: ProcessedImage) => ({
  original_key: image.originalKey,
  mime: image.mime,
  width: image.width,
  height: image.height,
  bytes: image.bytes,
  variants: JSON.stringify(image.variants),
  placeholder: image.placeholder,
});

/** A processed upload's row: the library's image from now on. */
export async function insertMedia(
  db: Db,
  image: ProcessedImage,
  { name, by }: { name: string; by: string },
): Promise<void> {
  await db
    .insertInto("media_assets")
    .values({
      id: image.id,
      ...fileColumns(image),
      original_name: cleanName(name),
      created_by: by,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** A file's name as people see it: no folders, no control characters, not too long. */
export function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  return [...base]
    .filter((c) => c >= " " && c !== "\u007f")
    .join("")
    .trim()
    .slice(0, 200);
}
