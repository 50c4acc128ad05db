import { staticIsland } from "~/lib/static-island";

// The footer's islands (app/lib/static-island.tsx): its lists of links and
// addresses keep their server HTML; the video banner and the newsletter form
// of the second variant come alive as the visitor nears them.
const parts = () => import("./footer-parts");

export const FooterBlurbs = staticIsland(parts, "FooterBlurbs", "ul");
export const FooterAbout = staticIsland(parts, "FooterAbout", "div");
export const FooterServices = staticIsland(parts, "FooterServices", "nav");
export const FooterQuickLinks = staticIsland(parts, "FooterQuickLinks", "nav");
export const FooterRecentPosts = staticIsland(parts, "FooterRecentPosts", "section");
export const FooterAddress = staticIsland(parts, "FooterAddress", "div");
export const FooterBottom = staticIsland(parts, "FooterBottom", "div");

export const FooterVideoBanner = staticIsland(
  () => import("./footer-video-banner"),
  "FooterVideoBanner",
  "section",
  { live: "on-approach" },
);
export const NewsletterForm = staticIsland(
  () => import("../sections/newsletter-form"),
  "NewsletterForm",
  "form",
  { live: "on-approach" },
);
