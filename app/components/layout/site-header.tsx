import * as chrome from "~/content/layout";
import { useInterfaceWords } from "~/lib/interface-words";
import type { MegaMenuGroup } from "~/lib/site-content";
import { DesktopNav, HeaderCta, HeaderLogo, HeaderThemeToggle, MobileMenu } from "./header-islands";

/**
 * The header sits over the dark top band of every page. Beyond 120 px of
 * scrolling it sticks to the top (`data-sticky`, set by
 * lib/use-sticky-header.ts; app/app.css draws it); its slot keeps its height,
 * so nothing jumps. Only this frame hydrates: what it holds are islands.
 * The menus' Services entries are the visible services (the root loader's
 * `menus`), handed to the islands as data. Where the site publishes several
 * languages, the wide screens' menu ends with the others' links and the
 * phone's menu holds them (./language-switch.tsx).
 */
export function SiteHeader({
  siteName,
  services,
}: {
  siteName: string;
  services?: MegaMenuGroup[];
}) {
  const words = useInterfaceWords();
  return (
    <div className="absolute inset-x-0 top-0 z-30 h-20">
      <header id={chrome.headerId} className="site-header inset-x-0 top-0 text-white">
        <div className="container-site relative flex h-20 items-center justify-between gap-6">
          <HeaderLogo name={siteName} words={words} />
          <DesktopNav services={services} />
          <div className="flex items-center gap-3">
            {/* Phones find it in the menu: the header has no room beside the call to action. */}
            <HeaderThemeToggle className="hidden sm:block" />
            <HeaderCta title={words.startProject ?? ""} />
            <MobileMenu services={services} />
          </div>
        </div>
      </header>
    </div>
  );
}
