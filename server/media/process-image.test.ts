import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { folderStorage } from "./media-storage.ts";
import { ImageError, IMAGE_LIMITS, processImage, storedKeys } from "./process-image.ts";

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const storage = () => folderStorage((dir = mkdtempSync(join(tmpdir(), "genesis-media-"))));

const picture = (width: number, height: number, format: "png" | "jpeg" = "png") => {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 91, g: 61, b: 245 } },
  });
  return (format === "png" ? image.png() : image.jpeg()).toBuffer();
};

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ImageError) return error.reason;
    throw error;
  }
  return "accepted";
}

describe("processImage", () => {
  it("keeps the original and writes AVIF and WebP widths with a blurred placeholder", async () => {
    const store = storage();
    const result = await processImage(await picture(1200, 800, "jpeg"), store);
    expect(result).toMatchObject({ mime: "image/jpeg", width: 1200, height: 800 });
    expect(result.variants.map((v) => `${v.width}.${v.format}`)).toEqual([
      "480.avif",
      "480.webp",
      "960.avif",
      "960.webp",
      "1200.avif",
      "1200.webp",
    ]);
    expect(result.variants[0]).toMatchObject({ height: 320 });
    expect(result.placeholder).toMatch(/^data:image\/webp;base64,/);
    const files = readdirSync(join(dir, result.id)).sort();
    expect(files).toContain("original.jpg");
    expect(files).toHaveLength(7);
    const webp = await sharp(join(dir, result.id, "960.webp")).metadata();
    expect(webp).toMatchObject({ format: "webp", width: 960, height: 640 });
  });

  it("writes a replaced image's files beside the old ones under keys of their own, and removes the old", async () => {
    const store = storage();
    const first = await processImage(await picture(600, 400), store);
    const second = await processImage(await picture(500, 500), store, IMAGE_LIMITS, {
      id: first.id,
      revision: 2,
    });
    expect(second.id).toBe(first.id);
    expect(storedKeys(second)).toEqual([
      `${first.id}/r2-480.avif`,
      `${first.id}/r2-480.webp`,
      `${first.id}/r2-500.avif`,
      `${first.id}/r2-500.webp`,
      `${first.id}/r2-original.png`,
    ]);
    await store.remove(storedKeys(first));
    expect(readdirSync(join(dir, first.id)).sort()).toEqual(
      storedKeys(second)
        .map((key) => key.split("/")[1])
        .sort(),
    );
    await store.remove(storedKeys(second));
    expect(readdirSync(dir)).toEqual([]);
  });

  it("refuses a text file renamed .jpg: the content decides, not the name", async () => {
    const fake = Buffer.from("GIF89a? no: just text pretending to be a photo.jpg\n".repeat(20));
    expect(await refusal(processImage(fake, storage()))).toBe("not-an-image");
  });

  it("refuses a format it does not take (GIF, SVG)", async () => {
    const gif = await sharp({
      create: { width: 10, height: 10, channels: 3, background: "#fff" },
    })
      .gif()
      .toBuffer();
    expect(await refusal(processImage(gif, storage()))).toBe("unsupported-format");
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect(await refusal(processImage(svg, storage()))).toBe("unsupported-format");
  });

  it("refuses a pixel bomb from its header, before decoding it", async () => {
    // A real small PNG whose header is changed to promise 50,000 × 50,000 pixels
    // (2.5 gigapixels); its CRC is fixed so the header itself is valid.
    const bomb = Buffer.from(await picture(16, 16));
    bomb.writeUInt32BE(50_000, 16);
    bomb.writeUInt32BE(50_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    expect(bomb.length).toBeLessThan(IMAGE_LIMITS.maxBytes);
    expect(await refusal(processImage(bomb, storage()))).toBe("too-many-pixels");
    expect(readdirSync(dir)).toEqual([]);
  });

  it("refuses a file over the size limit", async () => {
    const limits = { ...IMAGE_LIMITS, maxBytes: 1000 };
    expect(await refusal(processImage(await picture(800, 800), storage(), limits))).toBe(
      "too-large",
    );
  });

  it("refuses a truncated image whose pixels do not decode", async () => {
    const whole = await picture(600, 400, "jpeg");
    const cut = whole.subarray(0, Math.floor(whole.length / 3));
    expect(await refusal(processImage(cut, storage()))).toBe("not-an-image");
  });
});
