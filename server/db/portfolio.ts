import type { PortfolioItem } from "../../app/lib/portfolio.ts";
import type { DatabaseHandle } from "./connection.ts";

/** Published portfolio items (none in the trash) in their display order, in the API's shape. */
export async function listPublishedPortfolio(database: DatabaseHandle): Promise<PortfolioItem[]> {
  return database.db
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
}
