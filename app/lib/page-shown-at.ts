import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

let shownAt = 0;

/**
 * When the current page was put on screen, on the `performance.now()` clock:
 * 0, the document's own start, for the page the server sent (it can be read
 * and filled in before its scripts run), and the moment of the last
 * client-side navigation otherwise. The forms' minimum fill time counts from it.
 */
export function pageShownAt(): number {
  return shownAt;
}

/** Keeps `pageShownAt` current; the root calls it once. */
export function useTrackPageShown() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else shownAt = performance.now();
  }, [pathname]);
}
