/**
 * The home page's pricing section. Its heading and badge are today's words,
 * the seed of the page's copy (`page:home`), which the section reads; the
 * currency is read here. The plans are the agency's, edited in the console
 * (/admin/pricing, migration 011): `period`, `action`, `features` and `plans`
 * below are today's plans, the seed of a new database
 * (server/db/seed-pricing.ts), no longer read by the section.
 */
export const pricingSection = {
  label: "Pricing plan",
  title: "Simple plans for ongoing care",
  intro: "Keep your website or app fast, secure and up to date after launch. Cancel any time.",
  popular: "Most popular",
  /** The plans' currency, before each price. */
  currency: "$",
  period: "/month",
  action: "Get Now",
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
