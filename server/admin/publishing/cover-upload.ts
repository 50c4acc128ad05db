import type { ImageRefusal } from "../../../app/lib/admin/image-upload.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { folderStorage } from "../../media/media-storage.ts";
import { ImageError, processImage } from "../../media/process-image.ts";
import { insertMedia, mediaSrc } from "../media/media-queries.ts";

/**
 * An image uploaded through an image field of the console (a cover, a banner,
 * a photo, a logo, the sharing image): checked by content, turned into its
 * AVIF and WebP widths in MEDIA_DIR and recorded in media_assets, so it is in
 * the media library from then on (server/admin/media/). The path to put in
 * the field, or why the file was refused.
 */
export async function storeCoverImage(
  database: DatabaseHandle,
  {
    bytes,
    mediaDir,
    uploadedBy,
    name = "",
  }: { bytes: Uint8Array; mediaDir: string; uploadedBy: string; name?: string },
): Promise<{ ok: true; src: string } | { ok: false; reason: ImageRefusal }> {
  try {
    const image = await processImage(Buffer.from(bytes), folderStorage(mediaDir));
    await insertMedia(database.db, image, { name, by: uploadedBy });
    // The largest WebP names the image: the path the pages fall back to,
    // and how a save finds the asset whose AVIF and WebP widths they serve.
    return {
      ok: true,
      src: mediaSrc({ variants: JSON.stringify(image.variants), original_key: image.originalKey }),
    };
  } catch (error) {
    if (error instanceof ImageError) return { ok: false, reason: error.reason };
    throw error;
  }
}
