import { site } from "../site.ts";

/** About Genesis and why choose us: today's words, the seed of `page:home-two`. */
export const aboutBlock = {
  label: "About Genesis",
  title: "Scalable tech for startups and businesses",
  text: `We are a senior team of designers, engineers and marketers. Since ${site.foundedYear} we have shipped more than 500 products — from week-one prototypes to platforms serving millions of requests a day.`,
  points: [
    "One accountable team from idea to launch",
    "Fixed estimates and a demo every Friday",
    "Code and designs you own, documented",
  ],
  action: "About Us",
  imageAlt: "Illustration: the Genesis team at work",
} as const;

/** The about block's picture (its alt text is the page's words) and its link (the designers'). */
export const aboutLayout = {
  image: { src: "/images/about/about-main.svg", width: 720, height: 640 },
  link: "/about",
} as const;

export const whyChooseUs = {
  label: "Why choose us",
  title: "Built to last, delivered on time",
  items: [
    { title: "Fast delivery", text: "Two-week sprints and a working demo every Friday." },
    {
      title: "Quality by default",
      text: "Automated tests, code review and accessibility built in.",
    },
    { title: "Ready to scale", text: "Architecture that grows from ten users to ten million." },
    { title: "Care after launch", text: "Monitoring, updates and a team that still picks up." },
  ],
} as const;

/** Each reason's icon, in the reasons' order (the designers'). */
export const whyIcons = ["Rocket", "Layers", "BarChart3", "LifeBuoy"] as const;
