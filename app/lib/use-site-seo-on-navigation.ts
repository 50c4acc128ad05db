import { useEffect, useRef } from "react";
import { useLocation, useMatches } from "react-router";
import type { PublicConfig } from "./public-config";

/**
 * Keeps the shared SEO tags true to the page after client-side navigations.
 * The first page's come from the server (components/layout/site-seo.tsx), so
 * the code that writes them loads with the first navigation. Without a
 * configuration (the console) the public pages' tags are only taken away.
 */
export function useSiteSeoOnNavigation(config: PublicConfig | undefined) {
  const { key, pathname } = useLocation();
  const matches = useMatches();
  const firstKey = useRef(key);
  const navigated = useRef(false);
  useEffect(() => {
    if (key === firstKey.current && !navigated.current) return;
    navigated.current = true;
    void import("./site-seo-sync").then(({ syncSiteSeo }) =>
      syncSiteSeo(config ?? null, pathname, matches),
    );
  }, [config, key, pathname, matches]);
}
