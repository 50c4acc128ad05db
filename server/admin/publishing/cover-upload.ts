import type { ImageRefusal } from "../../../app/lib/admin/editorial.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { folderStorage } from "../../media/media-storage.ts";
import { ImageError, processImage } from "../../media/process-image.ts";
import { MEDIA_PREFIX } from "../../publishing/media-images.ts";

/**
 * An editor's cover image: checked by content, turned into its AVIF and WebP
 * widths in MEDIA_DIR and recorded in media_assets (server/media/). The path
 * to put in 'Cover image', or why the file was refused.
 */
export async function storeCoverImage(
  database: DatabaseHandle,
  { bytes, mediaDir, uploadedBy }: { bytes: Uint8Array; mediaDir: string; uploadedBy: string },
): Promise<{ ok: true; src: string } | { ok: false; reason: ImageRefusal }> {
  try {
    const image = await processImage(Buffer.from(bytes), folderStorage(mediaDir));
    await database.db
      .insertInto("media_assets")
      .values({
        id: image.id,
        original_key: image.originalKey,
        mime: image.mime,
        width: image.width,
        height: image.height,
        bytes: image.bytes,
        variants: JSON.stringify(image.variants),
        placeholder: image.placeholder,
        created_by: uploadedBy,
        created_at: new Date().toISOString(),
      })
      .execute();
    // The largest WebP names the image: the path the pages fall back to,
    // and how a save finds the asset whose AVIF and WebP widths they serve.
    const largest = image.variants
      .filter((v) => v.format === "webp")
      .sort((a, b) => b.width - a.width)[0]!;
    return { ok: true, src: `${MEDIA_PREFIX}${largest.key}` };
  } catch (error) {
    if (error instanceof ImageError) return { ok: false, reason: error.reason };
    throw error;
  }
}
