import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { langOf } from "~/lib/fallback-language";
import { useInterfaceWords } from "~/lib/interface-words";
import {
  Children,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
} from "react";
import type { EmblaCarouselType } from "embla-carousel";
import type { AutoplayType } from "embla-carousel-autoplay";
import { prefersReducedMotion } from "~/lib/motion";
import { Words } from "~/components/ui/words";

const ChevronLeft = lucideIcon(lucide.ChevronLeft);
const ChevronRight = lucideIcon(lucide.ChevronRight);
const Pause = lucideIcon(lucide.Pause);
const Play = lucideIcon(lucide.Play);

/** One row of the responsive layout: from `minWidth` px up, `perView` slides with `gap` px between. */
export interface SliderBreakpoint {
  minWidth: number;
  perView: number;
  gap: number;
}

export interface SliderOptions {
  /** Ascending by minWidth; the first should start at 0. */
  breakpoints: SliderBreakpoint[];
  loop?: boolean;
  /** Milliseconds between automatic advances; omit for no autoplay. */
  autoplayMs?: number;
  /** Duration of one transition in milliseconds (spec §9 "speed"). */
  speedMs?: number;
  arrows?: boolean;
}

type EmblaApi = EmblaCarouselType;

/**
 * The one slider of the site. The server renders a native horizontal scroller
 * (usable with no JavaScript, no layout shift); when it comes near the
 * viewport, Embla and its autoplay plugin are loaded and take over the same
 * DOM. Autoplay keeps going after interaction (spec §4), but waits while the
 * pointer is over the slider or its controls or keyboard focus is in them, and
 * stops for good with the pause button (WCAG 2.2.2); it is off under reduced
 * motion. Embla's own hover and focus handling is not used: it restarts on
 * mouse-out even after the pause button, and does not see focus on the controls.
 */
export function Slider({
  label,
  options,
  children,
  className = "",
  controlsTone = "light",
}: {
  label: string;
  options: SliderOptions;
  children: ReactNode;
  className?: string;
  controlsTone?: "light" | "dark";
}) {
  const id = useId().replace(/:/g, "");
  const words = useInterfaceWords();
  const viewport = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<EmblaApi | null>(null);
  const [canAutoplay, setCanAutoplay] = useState(false);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = canAutoplay && !paused && !hovered && !focused;
  const arrows = options.arrows ?? true;
  const slides = Children.toArray(children);
  // Embla cannot loop fewer slides than two views hold; it would silently stop
  // looping. Copies fill the track: inert and hidden, so they are seen only.
  const maxPerView = Math.max(...options.breakpoints.map((b) => b.perView));
  const copies =
    (options.loop ?? true) && slides.length > 1 && slides.length < maxPerView * 2 ? slides : [];

  useEffect(() => {
    const node = viewport.current;
    if (!node) return;
    let embla: EmblaApi | undefined;
    let cancelled = false;
    const enhance = async () => {
      const [{ default: EmblaCarousel }, { default: Autoplay }] = await Promise.all([
        import("embla-carousel"),
        import("embla-carousel-autoplay"),
      ]);
      if (cancelled) return;
      const autoplay =
        options.autoplayMs && !prefersReducedMotion()
          ? [
              // Started and stopped by the effect below; a drag stops it and
              // pointerUp resumes it there, so none of its own triggers are used.
              Autoplay({
                delay: options.autoplayMs,
                playOnInit: false,
                stopOnInteraction: true,
                stopOnMouseEnter: false,
                stopOnFocusIn: false,
              }),
            ]
          : [];
      node.dataset.enhanced = "true";
      embla = EmblaCarousel(
        node,
        {
          loop: options.loop ?? true,
          align: "start",
          // Embla measures its duration in its own units, ~40 ms each.
          duration: Math.max(15, Math.round((options.speedMs ?? 1000) / 40)),
        },
        autoplay,
      );
      setApi(embla);
      setCanAutoplay(autoplay.length > 0);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          void enhance();
        }
      },
      { rootMargin: "300px 0px" },
    );
    observer.observe(node);
    return () => {
      cancelled = true;
      observer.disconnect();
      embla?.destroy();
    };
  }, [options.autoplayMs, options.loop, options.speedMs]);

  useEffect(() => {
    const plugin = api?.plugins().autoplay as AutoplayType | undefined;
    if (!api || !plugin) return;
    if (!playing) {
      plugin.stop();
      return;
    }
    plugin.play();
    // A drag stops the plugin (stopOnInteraction); once it ends, play on.
    const resume = () => plugin.play();
    api.on("pointerUp", resume);
    return () => {
      api.off("pointerUp", resume);
    };
  }, [api, playing]);

  // Hover by a mouse or pen; a finger's "hover" lasts only as long as its tap.
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== "touch") setHovered(true);
  };
  // Keyboard focus only: a clicked arrow keeps focus, and autoplay goes on
  // after interaction (spec §4).
  const onFocus = (event: FocusEvent) => setFocused(event.target.matches(":focus-visible"));
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const scroll = (direction: -1 | 1) => {
    if (api) return direction < 0 ? api.scrollPrev() : api.scrollNext();
    const node = viewport.current;
    const slide = node?.firstElementChild?.firstElementChild as HTMLElement | null;
    node?.scrollBy({
      left: direction * (slide?.offsetWidth ?? node.clientWidth),
      behavior: "smooth",
    });
  };

  const buttonClass =
    controlsTone === "dark"
      ? "border-white/20 text-white hover:bg-white hover:text-ink-900"
      : "border-ink-200 bg-white text-ink-900 hover:border-brand-600 hover:bg-brand-600 hover:text-white";

  return (
    // Hover and focus within only pause autoplay; the controls are native buttons.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-slider={id}
      className={`slider ${className}`}
      onPointerEnter={onPointerEnter}
      onPointerLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {/* React puts it in <head> (a <style> may not stand in <body>), once per slider. */}
      <style href={`slider-${id}`} precedence="slider">
        {breakpointCss(id, options.breakpoints)}
      </style>
      {/* Until Embla takes over it is a native scroller: focusable, so keys can scroll it. */}
      <div
        ref={viewport}
        className="slider-viewport"
        aria-live={playing ? "off" : "polite"}
        tabIndex={api ? undefined : 0}
      >
        <div className="slider-container">
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={words.slideLabel
                ?.replace("{n}", String(index + 1))
                .replace("{count}", String(slides.length))}
              className="slider-slide"
            >
              {slide}
            </div>
          ))}
          {copies.map((slide, index) => (
            <div key={`copy-${index}`} aria-hidden="true" inert data-copy className="slider-slide">
              {slide}
            </div>
          ))}
        </div>
      </div>
      {(arrows || canAutoplay) && (
        <div className="mt-8 flex items-center justify-center gap-3">
          {arrows && (
            <button
              type="button"
              onClick={() => scroll(-1)}
              className={`inline-flex size-12 items-center justify-center rounded-full border transition-colors ${buttonClass}`}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
              <Words as="span" of={words} name="previousSlide" className="sr-only" />
            </button>
          )}
          {/* Every autoplaying slider has it, arrows or not (WCAG 2.2.2). */}
          {canAutoplay && (
            <button
              type="button"
              onClick={() => setPaused(!paused)}
              className={`inline-flex size-12 items-center justify-center rounded-full border transition-colors ${buttonClass}`}
            >
              {paused ? (
                <Play aria-hidden="true" className="size-4" />
              ) : (
                <Pause aria-hidden="true" className="size-4" />
              )}
              <span lang={langOf(words, paused ? "playSlides" : "pauseSlides")} className="sr-only">
                {paused ? words.playSlides : words.pauseSlides}
              </span>
            </button>
          )}
          {arrows && (
            <button
              type="button"
              onClick={() => scroll(1)}
              className={`inline-flex size-12 items-center justify-center rounded-full border transition-colors ${buttonClass}`}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
              <Words as="span" of={words} name="nextSlide" className="sr-only" />
            </button>
          )}
        </div>
      )}
    </section>
  );
}

/** Per-view and gap by breakpoint, as CSS variables scoped to this slider. */
function breakpointCss(id: string, breakpoints: SliderBreakpoint[]): string {
  return breakpoints
    .map(({ minWidth, perView, gap }) => {
      const rule = `[data-slider="${id}"]{--slider-per-view:${perView};--slider-gap:${gap}px}`;
      return minWidth > 0 ? `@media (min-width:${minWidth}px){${rule}}` : rule;
    })
    .join("");
}
