/** The intro's words: today's, the seed of the page's copy (`page:home`). */
export const introSection = {
  label: "Who we are",
  title: "End-to-End Software Solutions for Every Need",
  text: "From startups shipping their first product to global enterprises modernising a platform, we take ownership of the whole journey: strategy, design, engineering, launch and growth. One accountable team, clear weekly progress, and software that keeps working long after launch.",
  tiles: [
    { title: "Web Solutions", text: "Sites and web apps that load fast and rank well." },
    { title: "Software Solutions", text: "Platforms, APIs and integrations built to scale." },
    { title: "App Development", text: "iOS, Android and cross-platform apps." },
    { title: "Design Services", text: "UX research, interfaces and brand identity." },
  ],
  action: "About us",
  imageAlt: "Illustration: a website, a mobile app and a design panel working together",
} as const;

/**
 * Its picture (its alt text is the page's words), each tile's icon (in the
 * tiles' order) and its button's link (the designers').
 */
export const introLayout = {
  image: { src: "/images/home/intro.svg", width: 720, height: 640 },
  tileIcons: ["Globe", "Cpu", "Smartphone", "Palette"],
  link: "/about",
} as const;
