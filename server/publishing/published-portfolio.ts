import type { PortfolioItem } from "../../app/lib/portfolio.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { mediaLookup, uploadedPicture } from "./media-images.ts";

/**
 * Published portfolio items (none in the trash) in their display order, in
 * the API's shape. An uploaded cover adds its AVIF and WebP widths and its
 * focal point (decision 045); the site's own artwork is `image` alone, as the
 * specification's items are.
 */
export async function listPublishedPortfolio(database: DatabaseHandle): Promise<PortfolioItem[]> {
  const rows = await database.db
    .selectFrom("portfolio_items")
    .select(["id", "slug", "name", "title", "image"])
    .where("published", "=", 1)
    .where("trashed_at", "is", null)
    .where((eb) =>
      eb.or([eb("published_at", "is", null), eb("published_at", "<=", new Date().toISOString())]),
    )
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
  const media = mediaLookup(database);
  return Promise.all(
    rows.map(async (item): Promise<PortfolioItem> => {
      const picture = await uploadedPicture(media, item.image);
      if (!picture) return item;
      return { ...item, sources: picture.sources, ...(picture.focus && { focus: picture.focus }) };
    }),
  );
}
