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
