import { chrome } from "~/content/layout";
import { DesktopNav, HeaderCta, HeaderLogo, HeaderThemeToggle, MobileMenu } from "./header-islands";

/**
 * The header sits over the dark top band of every page. Beyond 120 px of
 * scrolling it sticks to the top (`data-sticky`, set by
 * lib/use-sticky-header.ts; app/app.css draws it); its slot keeps its height,
 * so nothing jumps. Only this frame hydrates: what it holds are islands.
 */
export function SiteHeader({ siteName }: { siteName: string }) {
  return (
    <div className="absolute inset-x-0 top-0 z-30 h-20">
      <header id={chrome.headerId} className="site-header inset-x-0 top-0 text-white">
        <div className="container-site relative flex h-20 items-center justify-between gap-6">
          <HeaderLogo name={siteName} />
          <DesktopNav />
          <div className="flex items-center gap-3">
            {/* Phones find it in the menu: the header has no room beside the call to action. */}
            <HeaderThemeToggle className="hidden sm:block" />
            <HeaderCta />
            <MobileMenu />
          </div>
        </div>
      </header>
    </div>
  );
}
