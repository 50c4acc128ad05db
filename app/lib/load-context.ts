import type { PortfolioItem } from "./portfolio.ts";

/** What the server hands to loaders and actions (server/react-router.ts builds it). */
export interface SiteLoadContext {
  listPortfolio(): Promise<PortfolioItem[]>;
  /** The CSP nonce of this response's inline scripts (entry.server.tsx). */
  cspNonce: string;
  log: {
    error(details: object, message: string): void;
  };
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends SiteLoadContext {}
}
