import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import * as chrome from "~/content/layout";
import { scrollBehavior } from "~/lib/motion";

const STORAGE_KEY = "genesis:scroll-positions";

/** Where the visitor was on each page of this tab's history (kept in the session, for reloads). */
let positions: Record<string, number> | undefined;
function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

/**
 * Spec §2 "Global behaviour": browser scroll restoration is manual, so the site
 * does it. Back and Forward return to where the visitor left that page; any
 * other path change scrolls smoothly to the top after 100 ms, unless the URL
 * has a hash, in which case it scrolls to that anchor.
 */
export function ScrollManager() {
  const { key, pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const entry = `${key}${pathname}`;
  const current = useRef(entry);
  // The previous path; null on the first render, a page load that leaves the scroll alone.
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    const saved = savedPositions();
    // Read as the visitor scrolls, not when they leave: by then the next page
    // may already be in place and the old position lost.
    const onScroll = () => (saved[current.current] = window.scrollY);
    const persist = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
      } catch {
        // Storage refused (private mode, quota): Back still works within this page load.
      }
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    // A scroll's event waits for the next frame: Back pressed within it would
    // leave the page's last position unrecorded. The history's change and a
    // click on a link come before the next page, so they record it too.
    window.addEventListener("popstate", onScroll, true);
    document.addEventListener("click", onScroll, true);
    window.addEventListener("pagehide", persist);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("popstate", onScroll, true);
      document.removeEventListener("click", onScroll, true);
      window.removeEventListener("pagehide", persist);
    };
  }, []);

  // Before paint, so the restored page never shows at the wrong place.
  useLayoutEffect(() => {
    current.current = entry;
    const previous = previousPath.current;
    previousPath.current = pathname;
    const saved = savedPositions()[entry];
    if (previous !== null && navigationType === "POP" && saved !== undefined) {
      restoreScroll(saved);
      return;
    }
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      target?.scrollIntoView({ behavior: scrollBehavior() });
      return;
    }
    if (previous === null || previous === pathname) return;
    const timer = window.setTimeout(
      () => window.scrollTo({ top: 0, behavior: scrollBehavior() }),
      chrome.scrollToTopOnNavigationDelayMs,
    );
    return () => window.clearTimeout(timer);
  }, [entry, pathname, hash, navigationType]);

  return null;
}

/**
 * Sections far from the viewport are not laid out until approached
 * (content-visibility in app/app.css), and a page just put back has none laid
 * out yet: at their 800 px placeholders the same offset would show other
 * content. They are laid out once, for two frames, so each keeps its real size.
 */
function restoreScroll(top: number) {
  const root = document.documentElement;
  root.dataset.restoringScroll = "";
  window.scrollTo({ top, behavior: "instant" });
  requestAnimationFrame(() => requestAnimationFrame(() => delete root.dataset.restoringScroll));
}
