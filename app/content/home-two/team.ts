/** The team section's heading and button: today's words, the seed of `page:home-two`. */
export const teamSection = {
  label: "Our Team",
  title: "The people who build your product",
  action: "Contact Us",
} as const;

/** Where its button goes (the designers'). */
export const teamLink = "/contact";
