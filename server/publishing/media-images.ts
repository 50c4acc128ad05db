import type { ImageView } from "../../app/lib/publishing.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import type { MediaAssetRow } from "../db/schema.ts";
import { parseList } from "./list-json.ts";

/** A stored variant of an uploaded image (server/media/process-image.ts writes them). */
export interface MediaVariant {
  key: string;
  format: "avif" | "webp";
  width: number;
  height: number;
}

export type MediaLookup = (id: string) => Promise<MediaAssetRow | undefined>;

export const MEDIA_PREFIX = "/media/";

/** The library image's id a path names (/media/<id>/…), or null for any other path. */
export const mediaIdOfPath = (path: string) =>
  /^\/media\/([0-9a-f-]{36})\//.exec(path)?.[1] ?? null;

export function mediaLookup(database: DatabaseHandle): MediaLookup {
  return (id) =>
    database.db.selectFrom("media_assets").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * The AVIF and WebP widths of a picture named by its path, when it is an
 * upload (`/media/<id>/<width>.webp`, what the console stores), with its focal
 * point from the media library; undefined for the site's own artwork or an
 * upload whose record is gone.
 */
export async function uploadedPicture(
  lookup: MediaLookup,
  src: string,
): Promise<{ sources: NonNullable<ImageView["sources"]>; focus?: ImageView["focus"] } | undefined> {
  const id = mediaIdOfPath(src);
  if (!id) return undefined;
  const image = await mediaImage(lookup, id, "");
  if (!image?.sources?.length) return undefined;
  return { sources: image.sources, ...(image.focus ? { focus: image.focus } : {}) };
}

/**
 * An uploaded image as <picture> sources (AVIF, then WebP) with its size and
 * placeholder, its focal point, and `alt` or else the library's alt text.
 */
export async function mediaImage(
  lookup: MediaLookup,
  id: string,
  alt: string,
): Promise<ImageView | null> {
  const asset = await lookup(id);
  if (!asset) return null;
  const variants = parseList<MediaVariant>(asset.variants);
  const srcSet = (format: MediaVariant["format"]) =>
    variants
      .filter((v) => v.format === format)
      .sort((a, b) => a.width - b.width)
      .map((v) => `${MEDIA_PREFIX}${v.key} ${v.width}w`)
      .join(", ");
  const largestWebp = variants
    .filter((v) => v.format === "webp")
    .sort((a, b) => b.width - a.width)[0];
  return {
    src: largestWebp ? `${MEDIA_PREFIX}${largestWebp.key}` : `${MEDIA_PREFIX}${asset.original_key}`,
    // The item's own alt text, else the library's (migration 017).
    alt: alt || asset.alt,
    width: largestWebp?.width ?? asset.width,
    height: largestWebp?.height ?? asset.height,
    sources: [
      { type: "image/avif", srcSet: srcSet("avif") },
      { type: "image/webp", srcSet: srcSet("webp") },
    ].filter((s) => s.srcSet) as ImageView["sources"],
    placeholder: asset.placeholder,
    ...focusOf(asset),
  };
}

/** The library's focal point of an image, as the pages' crops take it (none: the centre). */
export function focusOf(asset: Pick<MediaAssetRow, "focus_x" | "focus_y">): {
  focus?: { x: number; y: number };
} {
  return asset.focus_x === null || asset.focus_y === null
    ? {}
    : { focus: { x: asset.focus_x, y: asset.focus_y } };
}
