import { pricingSection } from "../../app/content/home/pricing.ts";
import { sameRows, visibleRows, type InLanguage } from "./in-language.ts";
import type { Kysely } from "kysely";
import { PLAN_ICONS, type PlanIcon } from "../../app/lib/plan-icons.ts";
import type { PricingPlan } from "../../app/lib/site-content.ts";
import type { Database, PricingPlanRow } from "./schema.ts";

/**
 * The pricing plans as the home page reads them (migration 011): the visible
 * rows, lowest position first (then the oldest).
 */

export function parseFeatures(json: string): string[] {
  try {
    const lines = JSON.parse(json) as unknown;
    return Array.isArray(lines) ? lines.filter((l): l is string => typeof l === "string") : [];
  } catch {
    return [];
  }
}

const isPlanIcon = (name: string): name is PlanIcon =>
  (PLAN_ICONS as readonly string[]).includes(name);

/** "Site Assist" → "site-assist"; "" when nothing of it is a letter or a digit. */
export function planSlug(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The plans with their page keys: the title's slug, or the id's, each once. */
export function withPlanKeys<T extends { id: number; title: string }>(
  plans: T[],
): (T & { key: string })[] {
  const taken = new Set<string>();
  return plans.map((plan) => {
    let key = planSlug(plan.title) || `plan-${plan.id}`;
    if (taken.has(key)) key = `${key}-${plan.id}`;
    taken.add(key);
    return { ...plan, key };
  });
}

export const planOf = (row: PricingPlanRow): Omit<PricingPlan, "key"> => ({
  id: row.id,
  title: row.title,
  price: row.price,
  // The default language's; a page in another has its own (server/content/site-content.ts).
  priceText: `${pricingSection.currency}${row.price}`,
  period: row.period,
  icon: isPlanIcon(row.icon) ? row.icon : "Sparkles",
  features: parseFeatures(row.features),
  buttonLabel: row.button_label,
  buttonLink: row.button_link,
  popular: row.popular === 1,
});

export async function visiblePlans(
  db: Kysely<Database>,
  inLanguage: InLanguage = sameRows,
): Promise<PricingPlan[]> {
  return visibleRows(db, "pricing_plans", inLanguage, (rows) => withPlanKeys(rows.map(planOf)));
}
