import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Endless CSS animations stop while out of view: every `[data-pause-offscreen]` gets
 * `data-offscreen` when none of it is on the screen, and app/app.css pauses what runs inside it.
 * Chromium ticks an animation it no longer draws on the main thread, restyling its elements every
 * frame: scrolled past, the banner's rotator took about a third of a low-end phone's main thread,
 * and the first tap waited behind it (docs/performance.md). Run from the root after each
 * navigation, as the page's other behaviours are; before the first input the page has not
 * scrolled, so nothing is out of view that was not at load.
 */
export function usePausedOffscreen() {
  const { pathname } = useLocation();

  useEffect(() => {
    if (!("IntersectionObserver" in window)) return;
    const observer = new IntersectionObserver((entries) => {
      for (const { target, isIntersecting } of entries) {
        target.toggleAttribute("data-offscreen", !isIntersecting);
      }
    });
    for (const element of document.querySelectorAll("[data-pause-offscreen]")) {
      observer.observe(element);
    }
    return () => observer.disconnect();
  }, [pathname]);
}
