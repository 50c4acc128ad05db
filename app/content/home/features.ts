/** The features' words: today's, the seed of the page's copy (`page:home`). */
export const featuresSection = {
  label: "Our features",
  title: "Solutions We Deliver",
  features: [
    {
      title: "Website Development Solutions",
      description:
        "Fast, accessible, search-friendly websites and web apps, built on a modern stack and easy for your team to update.",
    },
    {
      title: "Mobile App Development",
      description:
        "iOS and Android apps with native polish, offline support and analytics from day one — from one codebase when it makes sense.",
    },
    {
      title: "UI/UX Design Services",
      description:
        "Research, flows and interfaces tested with real users, delivered as a design system your developers will thank you for.",
    },
  ],
} as const;

/** Each feature card's icon and link, in the order of the features (the designers'). */
export const featureCards = [
  { icon: "Globe", link: "/service/1" },
  { icon: "Smartphone", link: "/service/2" },
  { icon: "PenTool", link: "/service/4" },
] as const;
