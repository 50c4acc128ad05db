import { Pause as pauseShape, Play as playShape } from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { useEffect, useState } from "react";
import { bannerRotator } from "~/content/home/banner-rotator";

const Pause = lucideIcon(pauseShape);
const Play = lucideIcon(playShape);

/**
 * The banner's vertical list of the nine services (spec §4): three visible —
 * previous, current, next — the middle one larger and sharp, the others faded
 * and blurred. Advances every 3000 ms, cyclically; pauses while the pointer is
 * over it, while it has keyboard focus, or with its pause button.
 */
export function BannerRotator() {
  const { items, intervalMs } = bannerRotator;
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const paused = hovered || focused || stopped;

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => setCurrent((i) => (i + 1) % items.length), intervalMs);
    return () => window.clearInterval(timer);
  }, [paused, intervalMs, items.length]);

  return (
    // Pausing on hover/focus needs the wrapper's events; its only control is a native button.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="banner-rotator relative"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      data-paused={paused}
    >
      <p className="text-xs font-bold tracking-widest text-accent-300 uppercase">
        {bannerRotator.label}
      </p>
      <ul className="relative mt-4 h-48 overflow-hidden" aria-label={bannerRotator.label}>
        {items.map((item, index) => {
          const offset = ((index - current + items.length + 4) % items.length) - 4;
          const state =
            offset === 0
              ? "current"
              : offset === -1
                ? "previous"
                : offset === 1
                  ? "next"
                  : "hidden";
          return (
            <li
              key={item}
              data-state={state}
              aria-hidden={state === "hidden" || undefined}
              style={{
                transform: `translateY(${offset * 64}px) scale(${offset === 0 ? 1 : 0.82})`,
              }}
              className="rotator-item absolute inset-x-0 top-16 flex h-16 origin-left items-center text-2xl font-extrabold tracking-tight whitespace-nowrap text-white md:text-3xl"
            >
              <span className={state === "current" ? "text-gradient" : undefined}>{item}</span>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={() => setStopped((s) => !s)}
        className="absolute top-0 right-0 inline-flex size-8 items-center justify-center rounded-full border border-white/20 text-white/80 transition-colors hover:bg-white/10"
      >
        {stopped ? (
          <Play aria-hidden="true" className="size-3.5" />
        ) : (
          <Pause aria-hidden="true" className="size-3.5" />
        )}
        <span className="sr-only">{stopped ? bannerRotator.play : bannerRotator.pause}</span>
      </button>
    </div>
  );
}
