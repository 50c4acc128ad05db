import { randomUUID } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { UPLOAD_MAX_BYTES, type ImageRefusal } from "../../app/lib/admin/image-upload.ts";
import type { MediaVariant } from "../publishing/media-images.ts";
import type { MediaStorage } from "./media-storage.ts";

/**
 * An uploaded image, processed with sharp: the content decides
 * what it is (JPEG, PNG, WebP or AVIF; a renamed text file is refused), size
 * and pixel limits are checked before anything is decoded, and the original is
 * kept beside AVIF and WebP variants in a few widths and a tiny blurred
 * placeholder. Metadata (EXIF, GPS) is not copied into the variants.
 */
export const IMAGE_LIMITS = {
  maxBytes: UPLOAD_MAX_BYTES,
  /** 40 megapixels: more than any camera photo an agency uploads, far less than a decompression bomb. */
  maxPixels: 40_000_000,
  widths: [480, 960, 1440, 1920],
} as const;

const FORMATS: Record<string, string> = { jpeg: "jpg", png: "png", webp: "webp", heif: "avif" };

export class ImageError extends Error {
  constructor(readonly reason: ImageRefusal) {
    super(`Image refused: ${reason}`);
  }
}

export interface ProcessedImage {
  id: string;
  originalKey: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  variants: MediaVariant[];
  placeholder: string;
}

/** Every key an image's files are stored under: its widths and its original. */
export const storedKeys = (image: { originalKey: string; variants: readonly MediaVariant[] }) => [
  ...image.variants.map((v) => v.key),
  image.originalKey,
];

/**
 * `into`: a replaced image's id and its next revision (the media library,
 * docs/decisions/040): the new files go into the same folder under keys of
 * their own (`<id>/r2-960.webp`), so no address ever names two files.
 */
export async function processImage(
  input: Buffer,
  storage: MediaStorage,
  limits: { maxBytes: number; maxPixels: number; widths: readonly number[] } = IMAGE_LIMITS,
  into?: { id: string; revision: number },
): Promise<ProcessedImage> {
  if (input.length > limits.maxBytes) throw new ImageError("too-large");
  let meta: Metadata;
  try {
    // Reads the header only: the dimensions are known before any pixel is decoded.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageError("not-an-image");
  }
  const ext = meta.format ? FORMATS[meta.format] : undefined;
  if (!ext || (meta.format === "heif" && meta.compression !== "av1")) {
    throw new ImageError("unsupported-format");
  }
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new ImageError("not-an-image");
  if (width * height > limits.maxPixels) throw new ImageError("too-many-pixels");

  const image = () =>
    sharp(input, { limitInputPixels: limits.maxPixels, failOn: "error" }).autoOrient();
  const id = into?.id ?? randomUUID();
  const prefix = into && into.revision > 1 ? `r${into.revision}-` : "";
  const variants: MediaVariant[] = [];
  const widths = [...new Set(limits.widths.map((w) => Math.min(w, width)))];
  try {
    for (const w of widths) {
      const h = Math.round((height * w) / width);
      for (const format of ["avif", "webp"] as const) {
        const pipeline = image().resize({ width: w });
        const data = await (
          format === "avif"
            ? pipeline.avif({ quality: 55, effort: 3 })
            : pipeline.webp({ quality: 78 })
        ).toBuffer();
        const key = `${id}/${prefix}${w}.${format}`;
        await storage.put(key, data);
        variants.push({ key, format, width: w, height: h });
      }
    }
    const tiny = await image().resize({ width: 24 }).blur(2).webp({ quality: 40 }).toBuffer();
    const originalKey = `${id}/${prefix}original.${ext}`;
    await storage.put(originalKey, input);
    return {
      id,
      originalKey,
      mime: `image/${meta.format === "heif" ? "avif" : meta.format}`,
      width,
      height,
      bytes: input.length,
      variants,
      placeholder: `data:image/webp;base64,${tiny.toString("base64")}`,
    };
  } catch (error) {
    if (error instanceof ImageError) throw error;
    // A header that promised an image whose pixels do not decode.
    throw new ImageError("not-an-image");
  }
}
