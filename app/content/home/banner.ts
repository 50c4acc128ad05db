/**
 * The main home page's title and description (spec §2 "Home (main)"). The
 * banner's words are in ./banner-intro.ts: they stay in kept HTML, while this
 * module comes to the browser with the page.
 */
export const homeMeta = {
  title: "Software, Design & Digital Agency",
  description:
    "The Genesis transforms ideas into reality: websites, apps, UI/UX design, digital marketing and AI integration for startups and businesses.",
} as const;

/** The banner's vertical rotator: the nine services (spec §4), 3000 ms apart. */
export const bannerRotator = {
  label: "What we do",
  intervalMs: 3000,
  pause: "Pause the services rotation",
  play: "Resume the services rotation",
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
