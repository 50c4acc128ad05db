/** A portfolio item as the API and the Projects screen see it (spec §3). */
export interface PortfolioItem {
  id: number;
  name: string;
  title: string;
  image: string;
}
