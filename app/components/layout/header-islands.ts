import { staticIsland } from "~/lib/static-island";

// The header's theme toggle is an island (app/lib/static-island.tsx): it is
// `display: none` on phones (they find it in the menu), so it never comes near
// the viewport there and its code is never downloaded. On wider screens it is
// in view from the start and comes alive right after hydration; until then
// it is a form that posts the choice to /theme, as without JavaScript.
// The wide screens' menu stays hydrated: a pointer may rest on it from the
// first moment, and a kept menu would not open on hover until its code came.
export const HeaderThemeToggle = staticIsland(
  () => import("./theme-toggle"),
  "ThemeToggle",
  "form",
  { live: "on-approach" },
);
