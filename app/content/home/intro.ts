export const introSection = {
  label: "Who we are",
  title: "End-to-End Software Solutions for Every Need",
  text: "From startups shipping their first product to global enterprises modernising a platform, we take ownership of the whole journey: strategy, design, engineering, launch and growth. One accountable team, clear weekly progress, and software that keeps working long after launch.",
  tiles: [
    {
      id: "web",
      icon: "Globe",
      title: "Web Solutions",
      text: "Sites and web apps that load fast and rank well.",
    },
    {
      id: "software",
      icon: "Cpu",
      title: "Software Solutions",
      text: "Platforms, APIs and integrations built to scale.",
    },
    {
      id: "apps",
      icon: "Smartphone",
      title: "App Development",
      text: "iOS, Android and cross-platform apps.",
    },
    {
      id: "design",
      icon: "Palette",
      title: "Design Services",
      text: "UX research, interfaces and brand identity.",
    },
  ],
  image: {
    src: "/images/home/intro.svg",
    width: 720,
    height: 640,
    alt: "Illustration: a website, a mobile app and a design panel working together",
  },
  action: { label: "About us", link: "/about" },
} as const;
