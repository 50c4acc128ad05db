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
