import { useEffect, useRef, useState } from "react";
import { formatCount } from "~/lib/format-count";
import { prefersReducedMotion } from "~/lib/motion";

/**
 * A number that counts up from 0 when its section is 20% visible, after
 * 500 ms (spec §4, §9). The server HTML carries the final value, so it is
 * right without JavaScript; screen readers always get the final value. The
 * visible count drops to 0 only while it is out of sight, never on screen: a
 * counter that is already visible when its code runs (a section woken as it
 * scrolls in) keeps its final value rather than flash to 0.
 */
export function Counter({
  target,
  suffix = "",
  durationMs = 2000,
  delayMs = 500,
  threshold = 0.2,
  className = "",
}: {
  target: number;
  suffix?: string;
  durationMs?: number;
  delayMs?: number;
  threshold?: number;
  className?: string;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  const [value, setValue] = useState(target);

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || !("IntersectionObserver" in window)) return;
    let frame = 0;
    let timer = 0;
    let first = true;
    const countUp = () => {
      const start = performance.now();
      const tick = (now: number) => {
        // A frame's timestamp is when the frame began, which can be a moment
        // before `start`: a negative progress would show "-1" for a frame.
        const progress = Math.min(1, Math.max(0, (now - start) / durationMs));
        const eased = 1 - Math.pow(1 - progress, 3);
        setValue(Math.round(eased * target));
        if (progress < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };
    // The first report says where the counter is now: seen, it stays as it is;
    // unseen, it goes to 0 and counts once 20% of it comes into view.
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1]!;
        if (first) {
          first = false;
          if (entry.isIntersecting) observer.disconnect();
          else setValue(0);
          return;
        }
        if (entry.intersectionRatio < threshold) return;
        observer.disconnect();
        timer = window.setTimeout(countUp, delayMs);
      },
      { threshold: [0, threshold] },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [target, durationMs, delayMs, threshold]);

  return (
    <span ref={ref} className={className} data-target={target}>
      <span aria-hidden="true">
        {formatCount(value)}
        {suffix}
      </span>
      <span className="sr-only">
        {formatCount(target)}
        {suffix}
      </span>
    </span>
  );
}
