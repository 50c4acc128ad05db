import { useEffect } from "react";
import type { PublicConfig } from "~/lib/public-config";
import { useSiteSeoOnNavigation } from "~/lib/use-site-seo-on-navigation";
import { useStickyHeader } from "~/lib/use-sticky-header";
import { useRevealOnScroll } from "~/lib/use-reveal-on-scroll";
import { usePausedOffscreen } from "~/lib/use-paused-offscreen";
import { useStaticLinkNavigation } from "~/lib/use-static-link-navigation";
import { NavigationProgress } from "./navigation-progress";
import { RouteAnnouncer } from "./route-announcer";
import { ScrollManager } from "./scroll-manager";

/**
 * What every page does beyond its own markup: static links followed in the
 * app, entrance animations, endless animations paused out of view, the header that sticks, scroll restoration, the
 * navigation bar, the announcement of a new page and its shared SEO tags.
 * None of it is needed before the visitor acts on the page, so root.tsx loads
 * it on the first input (lib/first-input.ts): a page only looked at never
 * downloads it (docs/decisions/030-no-code-before-the-first-input.md).
 * Until it is in, a static link loads its page as a plain link would, and
 * content shows without its entrance; both only matter after an input.
 * `<html data-enhanced>` says it is in: the end-to-end tests wait for it.
 */
export function PageBehaviours({ site, config }: { site: boolean; config?: PublicConfig }) {
  useStaticLinkNavigation();
  useRevealOnScroll();
  usePausedOffscreen();
  useStickyHeader();
  useSiteSeoOnNavigation(config);
  useEffect(() => {
    document.documentElement.dataset.enhanced = "";
  }, []);
  return (
    <>
      {site && <ScrollManager />}
      <NavigationProgress />
      <RouteAnnouncer />
    </>
  );
}
