import { chrome, headerCta } from "~/content/layout";
import { useScrolledPast } from "~/lib/use-scrolled-past";
import { ButtonLink } from "../ui/button-link";
import { DesktopNav, HeaderLogo, HeaderThemeToggle } from "./header-islands";
import { MobileMenu } from "./mobile-menu";

/**
 * The header sits over the dark top band of every page. Beyond 120 px of
 * scrolling it sticks to the top; its slot keeps its height, so nothing jumps.
 */
export function SiteHeader() {
  const sticky = useScrolledPast(chrome.stickyHeaderAfterPx);
  return (
    <div className="absolute inset-x-0 top-0 z-30 h-20">
      <header
        data-sticky={sticky}
        className={`inset-x-0 top-0 text-white ${
          sticky
            ? "header-stuck fixed border-b border-white/10 bg-ink-950/90 shadow-[0_10px_30px_-12px_rgb(0_0_0/0.6)] backdrop-blur-md"
            : "absolute"
        }`}
      >
        <div className="container-site relative flex h-20 items-center justify-between gap-6">
          <HeaderLogo />
          <DesktopNav />
          <div className="flex items-center gap-3">
            {/* Phones find it in the menu: the header has no room beside the call to action. */}
            <HeaderThemeToggle className="hidden sm:block" />
            <ButtonLink to={headerCta.link}>{headerCta.title}</ButtonLink>
            <MobileMenu />
          </div>
        </div>
      </header>
    </div>
  );
}
