import { useEffect } from "react";
import { useLocation } from "react-router";
import * as chrome from "~/content/layout";
import { prefersReducedMotion } from "~/lib/motion";

/**
 * Fades and slides every `.reveal` element (app/components/ui/reveal.tsx) in,
 * once, when 70% of it (or of the viewport, for content taller than the
 * screen) is visible. One observer for the whole page, run from the root
 * after each navigation, so that static islands, which have no code of their
 * own, animate like the rest.
 *
 * Content is visible by default: the server HTML has no hidden state, so the
 * page reads the same without JavaScript, before it runs, or under reduced
 * motion (where this does nothing). Only the observer's first report on an
 * element may hide it, and only when it is off-screen and below the page's
 * first screen; an observer that never reports hides nothing. The observer
 * measures, so nothing is read from the layout here. Focus inside a hidden
 * element shows it at once (app/app.css does that too, before this runs).
 */
export function useRevealOnScroll() {
  const { pathname } = useLocation();

  useEffect(() => {
    if (prefersReducedMotion() || !("IntersectionObserver" in window)) return;
    const reported = new WeakSet<Element>();
    const show = (element: Element) => {
      (element as HTMLElement).dataset.reveal = "shown";
      observer.unobserve(element);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const {
          target,
          boundingClientRect: box,
          intersectionRect,
          isIntersecting,
        } of entries) {
          if (reported.has(target)) {
            if (isMostlyVisible(box, intersectionRect)) show(target);
            continue;
          }
          reported.add(target);
          // In view now, or on the first screen a new page is about to scroll up to.
          if (isIntersecting || box.top + window.scrollY < window.innerHeight) {
            show(target);
          } else {
            (target as HTMLElement).dataset.reveal = "hidden";
          }
        }
      },
      { threshold: Array.from({ length: 21 }, (_, i) => i / 20) },
    );
    // New elements, and those a previous page left hidden (the footer's).
    for (const element of document.querySelectorAll('.reveal:not([data-reveal="shown"])')) {
      observer.observe(element);
    }
    const onFocusIn = (event: FocusEvent) => {
      let hidden =
        event.target instanceof Element && event.target.closest('[data-reveal="hidden"]');
      while (hidden) {
        show(hidden);
        hidden = hidden.parentElement?.closest('[data-reveal="hidden"]') ?? null;
      }
    };
    document.addEventListener("focusin", onFocusIn);
    return () => {
      observer.disconnect();
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [pathname]);
}

function isMostlyVisible(box: DOMRectReadOnly, visible: DOMRectReadOnly): boolean {
  const needed = chrome.revealThreshold * Math.min(box.height, window.innerHeight);
  return box.height > 0 && visible.height >= needed;
}
