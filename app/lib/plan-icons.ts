/**
 * The icons a pricing plan may show (app/components/ui/icon-set.ts names
 * them), in the console's order. A module of its own: the list is the
 * console's and the server's, never in a public page's shared code.
 */
export const PLAN_ICONS = [
  "Globe",
  "LifeBuoy",
  "Wrench",
  "Rocket",
  "Sparkles",
  "Code2",
  "Smartphone",
  "ShoppingCart",
  "Layers",
  "Briefcase",
] as const;
export type PlanIcon = (typeof PLAN_ICONS)[number];
