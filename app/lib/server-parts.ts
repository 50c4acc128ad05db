import { createContext, type ComponentType } from "react";
import type { PublicConfig } from "./public-config";
import type { SiteSettings } from "./site-content";

/**
 * Parts of the document that only the server renders, handed to the root by
 * app/entry.server.tsx so the browser's code never includes them. The browser
 * keeps their HTML as it came: React 19 leaves what it does not render in
 * <head>, and skips it among <body>'s children.
 */
export interface ServerParts {
  /** The shared SEO tags (components/layout/site-seo.tsx). */
  SiteSeo: ComponentType<{ config: PublicConfig; settings: SiteSettings }>;
}

/** Null in the browser. */
export const ServerPartsContext = createContext<ServerParts | null>(null);
