import { staticIsland } from "~/lib/static-island";

// The second home page's sections that need no code once rendered, or none
// until the visitor comes near them (app/lib/static-island.tsx).
// Two sections each: about and why-us; industries and the technology stack.
export const AboutBlock = staticIsland(() => import("./about-block"), "AboutBlock", [
  "section",
  "section",
]);
export const PartnersStrip = staticIsland(
  () => import("./partners-strip"),
  "PartnersStrip",
  "section",
);
export const CallToAction = staticIsland(
  () => import("./call-to-action"),
  "CallToAction",
  "section",
);
export const Industries = staticIsland(() => import("./industries"), "Industries", [
  "section",
  "section",
]);
export const Team = staticIsland(() => import("./team"), "Team", "section");
// The answers open and close natively (<details>).
export const Faq = staticIsland(() => import("./faq"), "Faq", "section");

const onApproach = { live: "on-approach" } as const;
export const ProjectsSlider = staticIsland(
  () => import("./projects-slider"),
  "ProjectsSlider",
  "section",
  onApproach,
);
export const CountersTestimonials = staticIsland(
  () => import("./counters-testimonials"),
  "CountersTestimonials",
  "section",
  onApproach,
);
export const BlogSlider = staticIsland(
  () => import("./blog-slider"),
  "BlogSlider",
  "section",
  onApproach,
);
