import { pricingSection } from "../../app/content/home/pricing.ts";
import type { PricingPlan } from "../../app/lib/site-content.ts";

/**
 * Today's pricing plans (app/content/home/pricing.ts) as the home page shows
 * them: the first rows of a new database (`seedPricing`, ./seed.ts), and what
 * the page shows while the database is unavailable and this process has read
 * nothing yet (server/content/site-content.ts). 'Get Now' carries the plan
 * into the contact form (`/contact?plan=site-assist`, app/lib/pricing-plans.ts).
 */
export const pricingSeed: PricingPlan[] = pricingSection.plans.map((plan, index) => ({
  id: index + 1,
  key: plan.id,
  title: plan.title,
  price: String(plan.price),
  priceText: `${pricingSection.currency}${plan.price}`,
  period: pricingSection.period,
  icon: plan.icon,
  features: [...pricingSection.features],
  buttonLabel: pricingSection.action,
  buttonLink: `/contact?plan=${plan.id}`,
  popular: plan.popular,
}));
