/** The opening banner's words (spec §2 "Home (main)"), beside its rotator (./banner.ts). */
export const homeCopy = {
  eyebrow: "Make a big impact with IT",
  headline: "The Genesis Transforms Ideas into Reality",
  subtext:
    "We streamline development so you can move faster, build smarter and stand out online — from the first sketch to a product your customers love.",
  primaryAction: { label: "Start a project", link: "/contact" },
  secondaryAction: { label: "Explore services", link: "/services" },
  trust: "Trusted by 500+ startups and businesses",
} as const;
