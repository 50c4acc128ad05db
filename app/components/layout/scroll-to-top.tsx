import { ArrowUp as arrowUpShape } from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { chrome } from "~/content/layout";
import { menuLabels } from "~/content/menu-labels";
import { scrollBehavior } from "~/lib/motion";
import { useScrolledPast } from "~/lib/use-scrolled-past";

const ArrowUp = lucideIcon(arrowUpShape);

/**
 * Appears beyond 300 px of scrolling and takes the visitor smoothly back up.
 * Hidden while a text field has focus (app/app.css), so it never covers what is typed.
 */
export function ScrollToTop() {
  const visible = useScrolledPast(chrome.scrollToTopAfterPx);
  return (
    <button
      type="button"
      data-visible={visible}
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
      <span className="sr-only">{menuLabels.scrollToTop}</span>
    </button>
  );
}
