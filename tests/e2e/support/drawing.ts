import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator } from "@playwright/test";

const INLINE = "data:image/svg+xml,";

/**
 * Whether an <img> shows the site drawing at `path` (under public/): by its URL
 * (with or without its ?v= version), or inside the page as a data URL when it is
 * the page's largest image (app/lib/finish-document.server.ts).
 */
export async function showsDrawing(image: Locator, path: string): Promise<boolean> {
  const src = (await image.getAttribute("src")) ?? "";
  if (!src.startsWith(INLINE)) return src.split("?")[0] === path;
  const drawing = readFileSync(join("public", path), "utf8").trim().replace(/\s+/g, " ");
  return decodeURIComponent(src.slice(INLINE.length)) === drawing;
}
