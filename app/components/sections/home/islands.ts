import { staticIsland } from "~/lib/static-island";

// The home page's sections that need no code once rendered, or none until the
// visitor comes near them (app/lib/static-island.tsx).
export const Features = staticIsland(() => import("./features"), "Features", "section");
export const Intro = staticIsland(() => import("./intro"), "Intro", "section");
export const TextBand = staticIsland(() => import("./text-band"), "TextBand", "section");
export const Pricing = staticIsland(() => import("./pricing"), "Pricing", "section");
export const HomeBanner = staticIsland(() => import("./home-banner"), "HomeBanner", "section");
export const TalkIntro = staticIsland(() => import("./talk-intro"), "TalkIntro", "div");
export const ServicesSlider = staticIsland(
  () => import("./services-slider"),
  "ServicesSlider",
  "section",
  { live: "on-approach" },
);
export const Process = staticIsland(() => import("./process"), "Process", "section", {
  live: "on-approach",
});
export const PromoVideo = staticIsland(() => import("./promo-video"), "PromoVideo", "section", {
  live: "on-approach",
});
