import { staticIsland } from "~/lib/static-island";

// The scroll-to-top button (./scroll-to-top.tsx) shows only beyond 300 px of
// scrolling: it is kept HTML (hidden, out of the tab order) until the page's
// first scroll wakes it, well before it is due.
export const ScrollToTop = staticIsland(() => import("./scroll-to-top"), "ScrollToTop", "button", {
  live: "on-scroll",
});
