import type { PricingPlan } from "./site-content";

/** What the contact form is prefilled with when a visitor arrives from a plan's button. */
export interface ContactPrefill {
  subject: "Sales";
  message: string;
}

/**
 * 'Get Now' carries the plan into the contact form: the plan whose button
 * link is this site's /contact with this `plan` ("/contact?plan=site-assist")
 * fills in the subject and a first line naming it. Read by the contact page's
 * loader from the visible plans (/admin/pricing).
 */
export function contactPrefill(
  plans: readonly PricingPlan[],
  planParam: string | null,
  currency: string,
): ContactPrefill | null {
  if (!planParam) return null;
  const plan = plans.find((p) => {
    if (!p.buttonLink.startsWith("/") || p.buttonLink.startsWith("//")) return false;
    const url = new URL(p.buttonLink, "http://site.invalid");
    return url.pathname === "/contact" && url.searchParams.get("plan") === planParam;
  });
  if (!plan) return null;
  return {
    subject: "Sales",
    message: `Hello, I would like the ${plan.title} plan (${currency}${plan.price}${plan.period}). `,
  };
}
