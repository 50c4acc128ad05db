/**
 * The second home page (spec §2 "Home two"): its meta and opening banner's
 * words, today's, the seed of the page's copy (`page:home-two`).
 */
export const homeTwoCopy = {
  meta: {
    title: "Advancing Technology for A Better Tomorrow",
    description:
      "Genesis builds scalable tech for startups and businesses, from the first prototype to global scale: web, mobile, design and AI.",
  },
  eyebrow: "Make a big impact with IT",
  headline: "Advancing Technology for A Better Tomorrow",
  subtext:
    "We build scalable tech for startups and businesses: end-to-end software solutions, from the first prototype to products used around the world.",
  primaryAction: "View Services",
  play: "Play the Genesis showreel",
  playCaption: "Watch our story",
  imageAlt: "Illustration: an analytics dashboard and a phone app connected to a network",
} as const;

/** The banner's picture (its alt text is the page's words) and its link (the designers'). */
export const homeTwoBannerLayout = {
  link: "/services",
  image: { src: "/images/home/hero-two.svg", width: 720, height: 640 },
} as const;
