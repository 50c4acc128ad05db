import type { SliderOptions } from "~/components/ui/slider";
import { site } from "./site.ts";

/** Copy and data of the second home page (spec §2 "Home two"), in page order. */
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
  primaryAction: { label: "View Services", link: "/services" },
  play: "Play the Genesis showreel",
  playCaption: "Watch our story",
  image: {
    src: "/images/home/hero-two.svg",
    width: 720,
    height: 640,
    alt: "Illustration: an analytics dashboard and a phone app connected to a network",
  },
} as const;

export const aboutBlock = {
  label: "About Genesis",
  title: "Scalable tech for startups and businesses",
  text: `We are a senior team of designers, engineers and marketers. Since ${site.foundedYear} we have shipped more than 500 products — from week-one prototypes to platforms serving millions of requests a day.`,
  points: [
    "One accountable team from idea to launch",
    "Fixed estimates and a demo every Friday",
    "Code and designs you own, documented",
  ],
  image: {
    src: "/images/about/about-main.svg",
    width: 720,
    height: 640,
    alt: "Illustration: the Genesis team at work",
  },
  action: { label: "About Us", link: "/about" },
} as const;

export const whyChooseUs = {
  label: "Why choose us",
  title: "Built to last, delivered on time",
  items: [
    {
      id: "speed",
      icon: "Rocket",
      title: "Fast delivery",
      text: "Two-week sprints and a working demo every Friday.",
    },
    {
      id: "quality",
      icon: "Layers",
      title: "Quality by default",
      text: "Automated tests, code review and accessibility built in.",
    },
    {
      id: "scale",
      icon: "BarChart3",
      title: "Ready to scale",
      text: "Architecture that grows from ten users to ten million.",
    },
    {
      id: "care",
      icon: "LifeBuoy",
      title: "Care after launch",
      text: "Monitoring, updates and a team that still picks up.",
    },
  ],
} as const;

export const servicesTwo = {
  label: "Our Services",
  title: "Everything you need to launch and grow",
  readMore: "Read More",
  sliderLabel: "Our services",
} as const;

/** Spec §9: 1 per view, 2 from 768, 3 from 1024; autoplay 3000 ms; speed 1200 ms; loop. */
export const servicesTwoSliderOptions: SliderOptions = {
  breakpoints: [
    { minWidth: 0, perView: 1, gap: 20 },
    { minWidth: 768, perView: 2, gap: 24 },
    { minWidth: 1024, perView: 3, gap: 30 },
  ],
  loop: true,
  autoplayMs: 3000,
  speedMs: 1200,
};

export const partnersStrip = {
  label: "Trusted by growing companies",
} as const;

export const callToAction = {
  title: "Next-Level IT for Next-Level Businesses",
  text: "Tell us where you want to be in a year. We will map the shortest route there — free, within two business days.",
  primary: { label: "Sign Up Today", link: "/contact" },
  secondary: { label: "View Services", link: "/services" },
} as const;

export const latestProjects = {
  label: "Latest Projects",
  title: "Work we are proud of",
  sliderLabel: "Latest projects",
  viewProject: "View project",
  empty: "No Project Found",
} as const;

/** Spec §9: 4 per view from 1400, 3 from 1200, 2 from 768, 1 below; gap 30; autoplay 3000; speed 1200. */
export const projectsSliderOptions: SliderOptions = {
  breakpoints: [
    { minWidth: 0, perView: 1, gap: 30 },
    { minWidth: 768, perView: 2, gap: 30 },
    { minWidth: 1200, perView: 3, gap: 30 },
    { minWidth: 1400, perView: 4, gap: 30 },
  ],
  loop: true,
  autoplayMs: 3000,
  speedMs: 1200,
};

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

export const teamSection = {
  label: "Our Team",
  title: "The people who build your product",
  action: { label: "Contact Us", link: "/contact" },
} as const;

export const counters = {
  label: "Genesis in numbers",
  durationMs: 1000,
  suffix: "+",
  items: [
    { id: "awards", target: 30, label: "Awards won" },
    { id: "members", target: 180, label: "Team members" },
    { id: "clients", target: 500, label: "Happy clients" },
    { id: "comments", target: 250, label: "Client reviews" },
  ],
} as const;

export const testimonialsSection = {
  label: "Testimonials",
  title: "What our clients say",
  sliderLabel: "Client testimonials",
  rating: (value: number) => `Rated ${value} out of 5`,
} as const;

/** Spec §9: 1 per view; autoplay 2500 ms; speed 1000 ms; gap 30. */
export const testimonialsSliderOptions: SliderOptions = {
  breakpoints: [{ minWidth: 0, perView: 1, gap: 30 }],
  loop: true,
  autoplayMs: 2500,
  speedMs: 1000,
};

export const faq = {
  label: "FAQ",
  title: "Questions clients ask us",
  items: [
    {
      q: "How much does a project cost?",
      a: "Most websites start from $8,000 and most apps from $25,000. After a free scoping call you get a fixed estimate for the first release, so the price does not move under you.",
    },
    {
      q: "How long until we launch?",
      a: "An MVP usually takes 6 to 10 weeks, a marketing website 4 to 6. You see working software every Friday from the second week.",
    },
    {
      q: "Who owns the code and designs?",
      a: "You do, from the first commit. Everything lives in your repositories and design files, documented so any team can carry it on.",
    },
    {
      q: "Do you work with our in-house team?",
      a: "Often. We can lead the whole project, or add designers and engineers to your team with the same weekly rhythm.",
    },
  ],
} as const;

export const blogSection = {
  label: "Blog & News",
  title: "Insights from our team",
  sliderLabel: "Latest articles",
  readMore: "Read More",
} as const;

/** Spec §9: 1 per view at 0, 2 at 768, 3 at 1024; autoplay 2500 ms; speed 1000 ms. */
export const blogSliderOptions: SliderOptions = {
  breakpoints: [
    { minWidth: 0, perView: 1, gap: 20 },
    { minWidth: 768, perView: 2, gap: 24 },
    { minWidth: 1024, perView: 3, gap: 30 },
  ],
  loop: true,
  autoplayMs: 2500,
  speedMs: 1000,
};
