import type { SliderOptions } from "~/components/ui/slider";

/** Copy and data of the main home page, in the order of spec §2 "Home (main)". */
export const homeCopy = {
  meta: {
    title: "Software, Design & Digital Agency",
    description:
      "The Genesis transforms ideas into reality: websites, apps, UI/UX design, digital marketing and AI integration for startups and businesses.",
  },
  eyebrow: "Make a big impact with IT",
  headline: "The Genesis Transforms Ideas into Reality",
  subtext:
    "We streamline development so you can move faster, build smarter and stand out online — from the first sketch to a product your customers love.",
  primaryAction: { label: "Start a project", link: "/contact" },
  secondaryAction: { label: "Explore services", link: "/services" },
  trust: "Trusted by 500+ startups and businesses",
} as const;

/** The banner's vertical rotator: the nine services (spec §4), 3000 ms apart. */
export const bannerRotator = {
  label: "What we do",
  intervalMs: 3000,
  pause: "Pause the services rotation",
  play: "Resume the services rotation",
  items: [
    "Custom Websites",
    "Mobile Apps",
    "Cross-Platform Apps",
    "UI/UX Design",
    "SEO & Social Media",
    "E-Commerce Stores",
    "Business Portfolios",
    "Startup MVPs",
    "AI Integration",
  ],
} as const;

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

export const servicesSection = {
  label: "Our Services",
  title: "Smart Solutions for a Digital World",
  readMore: "Learn more",
  sliderLabel: "Our services",
} as const;

/** Spec §9: 1 at 320 (gap 10), 2 at 576 (20), 2 at 768 (25), 3 at 1024 (30); loop; 1000 ms; autoplay 2500 ms. */
export const servicesSliderOptions: SliderOptions = {
  breakpoints: [
    { minWidth: 0, perView: 1, gap: 10 },
    { minWidth: 576, perView: 2, gap: 20 },
    { minWidth: 768, perView: 2, gap: 25 },
    { minWidth: 1024, perView: 3, gap: 30 },
  ],
  loop: true,
  speedMs: 1000,
  autoplayMs: 2500,
};

export const introSection = {
  label: "Who we are",
  title: "End-to-End Software Solutions for Every Need",
  paragraph:
    "From startups shipping their first product to global enterprises modernising a platform, we take ownership of the whole journey: strategy, design, engineering, launch and growth. One accountable team, clear weekly progress, and software that keeps working long after launch.",
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

/** Process steps (spec §3): exactly one active; 'Project Requirements' first. */
export const processSection = {
  label: "Our Process",
  title: "Technology that Moves You Forward",
  initialStepId: "requirements",
  action: { label: "Contact Us", link: "/contact" },
  steps: [
    {
      id: "connect",
      number: "01",
      name: "Connect with Us",
      description: "A free 30-minute call to understand your goals, users and constraints.",
    },
    {
      id: "requirements",
      number: "02",
      name: "Project Requirements",
      description: "We turn your idea into a written scope, a timeline and a fixed estimate.",
    },
    {
      id: "team",
      number: "03",
      name: "Team Assignment",
      description: "A dedicated lead, designer and engineers who stay with you to the end.",
    },
    {
      id: "prototype",
      number: "04",
      name: "Prototype & Design",
      description: "Clickable prototypes tested with real users before any code is written.",
    },
    {
      id: "delivery",
      number: "05",
      name: "Development & Delivery",
      description: "Two-week sprints, a demo every Friday, and a launch you can rely on.",
    },
  ],
} as const;

export const talkSection = {
  label: "Talk to us",
  title: "Shaping the Future with Technology",
  text: "Tell us what you are building. A senior member of our team replies within one business day with next steps — no sales script.",
  points: ["Free consultation and estimate", "NDA on request", "Reply within one business day"],
} as const;

export const textBand = {
  label: "What we do",
  items: [
    "Mobile App Development",
    "Web Development",
    "AI Integration",
    "Digital Marketing",
    "UI/UX Design",
  ],
} as const;

export const videoSection = {
  label: "Watch our story",
  title: "Advancing Technology for A Better Tomorrow",
  text: "Two minutes on how a small, senior team ships products that startups and enterprises rely on.",
  play: "Play the Genesis showreel",
} as const;

export const pricingSection = {
  label: "Pricing plan",
  title: "Simple plans for ongoing care",
  intro: "Keep your website or app fast, secure and up to date after launch. Cancel any time.",
  period: "/month",
  action: "Get Now",
  popular: "Most popular",
  features: [
    "Uptime monitoring and alerts",
    "Security updates and daily backups",
    "Up to 5 content changes a month",
    "Email and chat support",
  ],
  plans: [
    { id: "web-support", title: "Web Support", price: 29, icon: "Globe", popular: false },
    { id: "site-assist", title: "Site Assist", price: 39, icon: "LifeBuoy", popular: true },
    { id: "tech-support", title: "Tech Support", price: 19, icon: "Wrench", popular: false },
  ],
} as const;

export type PricingPlan = (typeof pricingSection.plans)[number];

/** 'Get Now' carries the plan into the contact form (see contactPrefill). */
export function planContactLink(plan: PricingPlan): string {
  return `/contact?plan=${plan.id}`;
}

/** What the contact form is prefilled with when a visitor arrives from a plan. */
export function contactPrefill(
  planId: string | null,
): { subject: "Sales"; message: string } | null {
  const plan = pricingSection.plans.find((p) => p.id === planId);
  if (!plan) return null;
  return {
    subject: "Sales",
    message: `Hello, I would like the ${plan.title} plan ($${plan.price}${pricingSection.period}). `,
  };
}
