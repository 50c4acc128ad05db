import type { ElementType, ReactNode } from "react";

/**
 * Content that fades and slides in when scrolled to. It is only markup: the
 * root's `useRevealOnScroll` (app/lib/use-reveal-on-scroll.ts) animates every
 * `.reveal` on the page, including those in static islands.
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
  return (
    <Tag
      className={`reveal ${className}`}
      style={delay ? { transitionDelay: `${delay}s` } : undefined}
    >
      {children}
    </Tag>
  );
}
