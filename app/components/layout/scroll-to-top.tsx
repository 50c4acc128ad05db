import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import * as chrome from "~/content/layout";
import { useInterfaceWords } from "~/lib/interface-words";
import { scrollBehavior } from "~/lib/motion";
import { useScrolledPast } from "~/lib/use-scrolled-past";
import { useEffect, useState } from "react";

const ArrowUp = lucideIcon(lucide.ArrowUp);

/**
 * Appears beyond 300 px of scrolling and takes the visitor smoothly back up.
 * Hidden while a text field has focus (app/app.css), so it never covers what is typed,
 * and, where the screen has no margin beside the text for it, while the visitor reads on
 * down: it comes back as they scroll up, when they may want it.
 */
export function ScrollToTop() {
  const visible = useScrolledPast(chrome.scrollToTopAfterPx);
  const goingDown = useScrollingDown();
  return (
    <button
      type="button"
      data-visible={visible}
      data-scrolling={goingDown ? "down" : "up"}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: scrollBehavior() });
        document.getElementById("main")?.focus({ preventScroll: true });
      }}
      className={`scroll-to-top fixed right-5 bottom-5 z-20 inline-flex size-12 items-center justify-center rounded-full bg-brand-600 text-white shadow-[0_12px_30px_-8px_rgb(91_61_245/0.7)] transition-[opacity,transform,background-color] duration-300 hover:bg-brand-700 motion-reduce:transition-none ${
        visible ? "translate-y-0 opacity-100" : "pointer-events-none translate-y-4 opacity-0"
      }`}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
      <span className="sr-only">{useInterfaceWords().scrollToTop}</span>
    </button>
  );
}

/** Whether the page's last move was down (a few pixels of jitter aside). */
function useScrollingDown(): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      if (Math.abs(y - last) < 4) return;
      setDown(y > last);
      last = y;
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return down;
}
