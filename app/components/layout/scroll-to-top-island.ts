import { staticIsland } from "~/lib/static-island";

// The scroll-to-top button (./scroll-to-top.tsx) shows only beyond 300 px of
// scrolling, so nothing of it is needed to read the first screen: it is kept
// HTML (hidden, out of the tab order) until right after hydration, when its
// place in the corner of the viewport wakes it.
export const ScrollToTop = staticIsland(() => import("./scroll-to-top"), "ScrollToTop", "button", {
  live: "on-approach",
});
