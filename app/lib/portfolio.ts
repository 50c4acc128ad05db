import type { ImageView } from "./publishing";

/** A portfolio item as the API and the Projects screen see it (spec §3). */
export interface PortfolioItem {
  id: number;
  /** Its page is /projects/{slug}; null only for rows added by hand without one. */
  slug: string | null;
  name: string;
  title: string;
  image: string;
  /** An uploaded cover's AVIF and WebP widths (decision 045); none for the site's own artwork. */
  sources?: ImageView["sources"];
  /** An uploaded cover's focal point from the media library: kept in view in the card's crop. */
  focus?: ImageView["focus"];
}

/** An item's card picture, 800×600 as the cards draw it (its name beside it says what it is). */
export const portfolioImage = (item: PortfolioItem): ImageView => ({
  src: item.image,
  alt: "",
  width: 800,
  height: 600,
  ...(item.sources && { sources: item.sources }),
  ...(item.focus && { focus: item.focus }),
});
