import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useInterfaceWords } from "~/lib/interface-words";
import { onDemand } from "~/lib/on-demand";
import type { MegaMenuGroup } from "~/lib/site-content";

const Menu = lucideIcon(lucide.Menu);

// The panel's code and markup arrive when first wanted: a pointer or focus on
// the toggle starts the download, so it is usually there by the click.
const loadPanel = () => import("./mobile-menu-panel");
const MobileMenuPanel = onDemand(async () => (await loadPanel()).default);

/**
 * The menu below the xl breakpoint: a toggle that opens the slide-in panel
 * (mobile-menu-panel.tsx). Focus returns to the toggle when the panel closes;
 * the page behind does not scroll while it is open; any navigation closes it.
 * Its Services entry lists `services`, as the desktop panel does.
 */
export function MobileMenu({ services }: { services?: MegaMenuGroup[] }) {
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // Open on the page it was opened on: a navigation by any means (a link in
  // the panel, browser back) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === pathname;
  const [wanted, setWanted] = useState(false);

  const prefetch = () => {
    loadPanel().catch(() => {});
  };

  // It comes alive when first used (./header-islands.ts): the panel is wanted next.
  useEffect(prefetch, []);

  // The page behind must not scroll while the panel is open.
  useEffect(() => {
    document.documentElement.classList.toggle("overflow-hidden", isOpen);
    return () => document.documentElement.classList.remove("overflow-hidden");
  }, [isOpen]);

  return (
    <div className="xl:hidden">
      <button
        ref={toggle}
        type="button"
        onPointerDown={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true);
          setOpenOn(pathname);
        }}
        // Escape before the panel has arrived (first use, slow network) cancels the opening.
        onKeyDown={(event) => {
          if (event.key === "Escape") setOpenOn(null);
        }}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        className="inline-flex size-11 items-center justify-center rounded-full border border-white/20 text-white transition-colors hover:bg-white/10"
      >
        <Menu aria-hidden="true" className="size-5" />
        <span className="sr-only">{useInterfaceWords().openMenu}</span>
      </button>
      <MobileMenuPanel
        wanted={wanted}
        open={isOpen}
        services={services}
        onClosed={() => {
          setOpenOn(null);
          toggle.current?.focus();
        }}
      />
    </div>
  );
}
