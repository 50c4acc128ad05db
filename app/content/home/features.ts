export const featuresSection = {
  label: "Our features",
  title: "Solutions We Deliver",
  features: [
    {
      id: "web",
      icon: "Globe",
      title: "Website Development Solutions",
      description:
        "Fast, accessible, search-friendly websites and web apps, built on a modern stack and easy for your team to update.",
      link: "/service/1",
    },
    {
      id: "mobile",
      icon: "Smartphone",
      title: "Mobile App Development",
      description:
        "iOS and Android apps with native polish, offline support and analytics from day one — from one codebase when it makes sense.",
      link: "/service/2",
    },
    {
      id: "design",
      icon: "PenTool",
      title: "UI/UX Design Services",
      description:
        "Research, flows and interfaces tested with real users, delivered as a design system your developers will thank you for.",
      link: "/service/4",
    },
  ],
} as const;
