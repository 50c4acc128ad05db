/** The industries and the stack: today's words, the seed of `page:home-two`. */
export const industries = {
  label: "Industries",
  title: "Expertise across industries",
  items: [
    {
      title: "Healthcare",
      text: "Booking, telehealth and patient apps built for privacy.",
    },
    {
      title: "Fintech",
      text: "Dashboards, payments and onboarding people trust.",
    },
    {
      title: "Retail & E-commerce",
      text: "Storefronts and operations tools that convert.",
    },
    {
      title: "Education",
      text: "Learning platforms that work on every device.",
    },
  ],
} as const;

/** Each industry's icon, in the industries' order (the designers'). */
export const industryIcons = ["LifeBuoy", "BarChart3", "ShoppingCart", "Layers"] as const;

export const techStack = {
  label: "Technology",
  title: "A modern, proven stack",
  items: [
    "TypeScript",
    "React",
    "React Native",
    "Node.js",
    "PostgreSQL",
    "Flutter",
    "Swift",
    "Kotlin",
    "AWS",
    "OpenAI",
    "Figma",
    "Shopify",
  ],
} as const;
