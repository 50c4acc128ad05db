/**
 * The opening banner's words (spec §2 "Home (main)"), beside its rotator
 * (./banner-rotator.ts): today's, the seed of the page's copy (`page:home`).
 */
export const homeCopy = {
  eyebrow: "Make a big impact with IT",
  headline: "The Genesis Transforms Ideas into Reality",
  subtext:
    "We streamline development so you can move faster, build smarter and stand out online — from the first sketch to a product your customers love.",
  primaryAction: "Start a project",
  secondaryAction: "Explore services",
  trust: "Trusted by 500+ startups and businesses",
} as const;

/** Where the banner's two buttons go (the designers', not the page's copy). */
export const bannerLinks = { primary: "/contact", secondary: "/services" } as const;
