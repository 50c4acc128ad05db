import { useEffect } from "react";
import { useLocation } from "react-router";
import { chrome } from "~/content/layout";
import { prefersReducedMotion } from "~/lib/motion";

/**
 * Fades and slides every `.reveal` element (app/components/ui/reveal.tsx) in,
 * once, when 70% of it (or of the viewport, for content taller than the
 * screen) is visible. One observer for the whole page, run from the root
 * after each navigation, so that static islands, which have no code of their
 * own, animate like the rest.
 *
 * The hidden state exists only after this runs and only for elements not
 * already on screen, so the server HTML is always readable and nothing above
 * the fold flickers. Reduced motion: no movement at all.
 */
export function useRevealOnScroll() {
  const { pathname } = useLocation();

  useEffect(() => {
    if (prefersReducedMotion() || !("IntersectionObserver" in window)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (isMostlyVisible(entry.boundingClientRect, entry.intersectionRect)) {
            (entry.target as HTMLElement).dataset.reveal = "shown";
            observer.unobserve(entry.target);
          }
        }
      },
      { threshold: Array.from({ length: 21 }, (_, i) => i / 20) },
    );
    // New elements start hidden unless already on screen; those a previous
    // page left hidden (the footer's) are watched again. All boxes are read
    // before anything is written, so the page is laid out once, not per element.
    const elements = [
      ...document.querySelectorAll<HTMLElement>('.reveal:not([data-reveal="shown"])'),
    ];
    const onScreen = elements.map(
      (element) => !element.dataset.reveal && isMostlyVisible(element.getBoundingClientRect()),
    );
    elements.forEach((element, i) => {
      if (onScreen[i]) return;
      element.dataset.reveal = "hidden";
      observer.observe(element);
    });
    return () => observer.disconnect();
  }, [pathname]);
}

function isMostlyVisible(box: DOMRectReadOnly, visible?: DOMRectReadOnly): boolean {
  const viewport = window.innerHeight;
  const shown = visible
    ? visible.height
    : Math.max(0, Math.min(box.bottom, viewport) - Math.max(box.top, 0));
  const needed = chrome.revealThreshold * Math.min(box.height, viewport);
  return box.height > 0 && shown >= needed;
}
