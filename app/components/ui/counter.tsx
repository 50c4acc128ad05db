import { useEffect, useRef, useState } from "react";
import { prefersReducedMotion } from "~/lib/motion";

/**
 * A number that counts up from 0 when its section is 20% visible, after
 * 500 ms (spec §4, §9). The server HTML carries the final value, so it is
 * right without JavaScript; screen readers always get the final value; the
 * visible count drops to 0 on hydration and counts up once seen.
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
    setValue(0);
    let frame = 0;
    let timer = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        timer = window.setTimeout(() => {
          const start = performance.now();
          const tick = (now: number) => {
            const progress = Math.min(1, (now - start) / durationMs);
            const eased = 1 - Math.pow(1 - progress, 3);
            setValue(Math.round(eased * target));
            if (progress < 1) frame = requestAnimationFrame(tick);
          };
          frame = requestAnimationFrame(tick);
        }, delayMs);
      },
      { threshold },
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
        {value.toLocaleString("en-US")}
        {suffix}
      </span>
      <span className="sr-only">
        {target.toLocaleString("en-US")}
        {suffix}
      </span>
    </span>
  );
}
