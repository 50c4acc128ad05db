export const industries = {
  label: "Industries",
  title: "Expertise across industries",
  items: [
    {
      id: "health",
      icon: "LifeBuoy",
      title: "Healthcare",
      text: "Booking, telehealth and patient apps built for privacy.",
    },
    {
      id: "finance",
      icon: "BarChart3",
      title: "Fintech",
      text: "Dashboards, payments and onboarding people trust.",
    },
    {
      id: "retail",
      icon: "ShoppingCart",
      title: "Retail & E-commerce",
      text: "Storefronts and operations tools that convert.",
    },
    {
      id: "education",
      icon: "Layers",
      title: "Education",
      text: "Learning platforms that work on every device.",
    },
  ],
} as const;

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
