import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { chrome } from "~/content/layout";
import { scrollBehavior } from "~/lib/motion";

/**
 * Spec §2 "Global behaviour": browser scroll restoration is manual; on every
 * path change the page scrolls smoothly to the top after 100 ms, unless the URL
 * has a hash, in which case it scrolls to that anchor.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  // The first render is a page load, not a path change: leave the visitor's scroll alone.
  const firstRender = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
  }, []);

  useEffect(() => {
    if (hash) {
      firstRender.current = false;
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      target?.scrollIntoView({ behavior: scrollBehavior() });
      return;
    }
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const timer = window.setTimeout(
      () => window.scrollTo({ top: 0, behavior: scrollBehavior() }),
      chrome.scrollToTopOnNavigationDelayMs,
    );
    return () => window.clearTimeout(timer);
  }, [pathname, hash]);

  return null;
}
