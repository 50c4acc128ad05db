import { useEffect, useRef, type ElementType, type ReactNode } from "react";
import { chrome } from "~/content/layout";
import { prefersReducedMotion } from "~/lib/motion";

/**
 * Fades and slides its content in, once, when 70% of it (or of the viewport,
 * for content taller than the screen) is visible. The hidden state exists only
 * after JavaScript runs and only for content not already on screen, so the
 * server HTML is always readable and nothing above the fold flickers.
 * Reduced motion: no movement at all.
 */
export function Reveal({
  children,
  delay = 0,
  as: Tag = "div",
  className = "",
}: {
  children: ReactNode;
  /** Stagger in seconds (spec §9: 0.2 to 0.4). */
  delay?: 0 | 0.2 | 0.3 | 0.4;
  as?: ElementType;
  className?: string;
}) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || !("IntersectionObserver" in window)) return;
    if (isMostlyVisible(element.getBoundingClientRect())) return;
    element.dataset.reveal = "hidden";
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (isMostlyVisible(entry.boundingClientRect, entry.intersectionRect)) {
            element.dataset.reveal = "shown";
            observer.disconnect();
          }
        }
      },
      { threshold: Array.from({ length: 21 }, (_, i) => i / 20) },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <Tag
      ref={ref}
      className={`reveal ${className}`}
      style={delay ? { transitionDelay: `${delay}s` } : undefined}
    >
      {children}
    </Tag>
  );
}

function isMostlyVisible(box: DOMRectReadOnly, visible?: DOMRectReadOnly): boolean {
  const viewport = window.innerHeight;
  const shown = visible
    ? visible.height
    : Math.max(0, Math.min(box.bottom, viewport) - Math.max(box.top, 0));
  const needed = chrome.revealThreshold * Math.min(box.height, viewport);
  return box.height > 0 && shown >= needed;
}
