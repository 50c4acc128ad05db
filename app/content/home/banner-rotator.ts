/**
 * The banner's vertical rotator: the nine services (spec §4), 3000 ms apart.
 * The timing lives in app/app.css (`.rotator-item`), which assumes nine.
 * Today's words: the seed of the page's copy (`page:home`), which it reads.
 */
export const bannerRotator = {
  label: "What we do",
  /** The name of its switch: checked, the rotation stands still. */
  pause: "Pause the services rotation",
  items: [
    "Custom Websites",
    "Mobile Apps",
    "Cross-Platform Apps",
    "UI/UX Design",
    "SEO & Social Media",
    "E-Commerce Stores",
    "Business Portfolios",
    "Startup MVPs",
    "AI Integration",
  ],
} as const;
