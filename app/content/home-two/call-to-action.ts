/** The call to action's words: today's, the seed of `page:home-two`. */
export const callToAction = {
  title: "Next-Level IT for Next-Level Businesses",
  text: "Tell us where you want to be in a year. We will map the shortest route there — free, within two business days.",
  primary: "Sign Up Today",
  secondary: "View Services",
} as const;

/** Where its two buttons go (the designers'). */
export const callToActionLinks = { primary: "/contact", secondary: "/services" } as const;
