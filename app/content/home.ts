/** Copy of the two home pages (the full sections arrive with the home-pages issue). */
export const homeCopy = {
  meta: {
    title: "Software, Design & Digital Agency",
    description:
      "The Genesis transforms ideas into reality: websites, apps, design, marketing and AI integration for startups and businesses.",
  },
  headline: "The Genesis Transforms Ideas into Reality",
  subtext: "We streamline development so you can move faster, build smarter and stand out online.",
  primaryAction: { label: "Explore services", link: "/services" },
  secondaryAction: { label: "See our work", link: "/projects" },
} as const;

export const homeTwoCopy = {
  meta: {
    title: "Advancing Technology for A Better Tomorrow",
    description:
      "Genesis builds scalable tech for startups and businesses, from the first prototype to global scale.",
  },
  eyebrow: "Make a big impact with IT",
  headline: "Advancing Technology for A Better Tomorrow",
  subtext:
    "End-to-end software solutions, from startups to global enterprises: strategy, design, engineering and growth under one roof.",
  primaryAction: { label: "View Services", link: "/services" },
  secondaryAction: { label: "Contact Us", link: "/contact" },
} as const;
