import type { AppLoadContext } from "react-router";
import { apiClient } from "./api-client";
import type { PortfolioItem } from "./portfolio";

/**
 * The portfolio for a screen (spec §7, §8): on the server straight from the
 * database, in the browser (client-side navigation) through the one API
 * client. On the server an unavailable database answers the page 503 with the
 * error screen (server/http/page-data.ts); in the browser a failure is logged and
 * the screen shows its empty state.
 */
export function portfolioOnServer(context: AppLoadContext): Promise<PortfolioItem[]> {
  return context.listPortfolio();
}

export async function portfolioInBrowser(): Promise<PortfolioItem[]> {
  // The page's language is its document's: another language is another document load.
  const lang = encodeURIComponent(document.documentElement.lang);
  const result = await apiClient.post<{ data: PortfolioItem[] }>(`/portfolio?lang=${lang}`);
  if (!result.ok) {
    console.error("Loading projects failed:", result.error.message);
    return [];
  }
  return result.data.data;
}
