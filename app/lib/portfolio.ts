/** A portfolio item as the API and the Projects screen see it (spec §3). */
export interface PortfolioItem {
  id: number;
  /** Its page is /projects/{slug} (issue 18); null only for rows added by hand without one. */
  slug: string | null;
  name: string;
  title: string;
  image: string;
}
