import * as chrome from "~/content/layout";
import { staticIsland } from "~/lib/static-island";

// The header's theme toggle is an island (app/lib/static-island.tsx): it is
// `display: none` on phones (they find it in the menu), so it never comes near
// the viewport there and its code is never downloaded. On wider screens it is
// in view from the start and comes alive right after hydration; until then
// it is a form that posts the choice to /theme, as without JavaScript.
export const HeaderThemeToggle = staticIsland(
  () => import("./theme-toggle"),
  "ThemeToggle",
  "form",
  { live: "on-approach" },
);

// The wide screens' menu, with its panels and their copy, is `display: none`
// below `xl`: a phone never downloads it either. On a wide screen a pointer
// may rest on it from the first moment, so there its module loads before the
// page hydrates and it hydrates with the page; a kept menu would not open on
// hover until its code came. A screen that becomes wide later (a tablet
// turned) wakes it as it comes into view.
export const DesktopNav = staticIsland(() => import("./desktop-nav"), "DesktopNav", "nav", {
  live: "on-approach",
  hydrateWhen: chrome.wideMenuMedia,
});

// The logo and the call to action are links (followed without their code,
// lib/use-static-link-navigation.ts): nothing in them needs code once rendered.
export const HeaderCta = staticIsland(() => import("./header-cta"), "HeaderCta", "a");
export const HeaderLogo = staticIsland(() => import("./logo"), "Logo", "a");

// The menu button below `xl` (the wide screens' menu takes its place there)
// comes alive when it is used: a touch, a click, a key or focus on it loads
// its code and the panel's together, and the tap is replayed on the live
// button. A page that is only read never downloads it.
export const MobileMenu = staticIsland(() => import("./mobile-menu"), "MobileMenu", "div", {
  live: "on-use",
});
