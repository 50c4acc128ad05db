/** The main home page (spec §2 "Home (main)"): its meta and opening banner. */
export const homeCopy = {
  meta: {
    title: "Software, Design & Digital Agency",
    description:
      "The Genesis transforms ideas into reality: websites, apps, UI/UX design, digital marketing and AI integration for startups and businesses.",
  },
  eyebrow: "Make a big impact with IT",
  headline: "The Genesis Transforms Ideas into Reality",
  subtext:
    "We streamline development so you can move faster, build smarter and stand out online — from the first sketch to a product your customers love.",
  primaryAction: { label: "Start a project", link: "/contact" },
  secondaryAction: { label: "Explore services", link: "/services" },
  trust: "Trusted by 500+ startups and businesses",
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
