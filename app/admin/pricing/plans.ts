import { pricingSection } from "../../content/home/pricing.ts";
import { PLAN_ICONS } from "../../lib/plan-icons.ts";
import type { Collection } from "../collections/collection.ts";

/** Each icon's name in the console. */
const ICON_LABELS: Record<(typeof PLAN_ICONS)[number], string> = {
  Globe: "Globe",
  LifeBuoy: "Lifebuoy",
  Wrench: "Wrench",
  Rocket: "Rocket",
  Sparkles: "Sparkles",
  Code2: "Code",
  Smartphone: "Phone",
  ShoppingCart: "Shopping cart",
  Layers: "Layers",
  Briefcase: "Briefcase",
};

const POPULAR = "Most popular";

/** The plans in the home page's pricing section (migration 011). */
export const plans: Collection = {
  kind: "plan",
  path: "/admin/pricing",
  table: "pricing_plans",
  access: "editor",
  audit: "plan-saved",
  tags: ["pricing"],
  idPrefix: "plan",
  words: {
    title: "Pricing",
    description: "The plans in the pricing section of the home page.",
    newItem: "New plan",
    editTitle: "Edit plan",
    back: "All plans",
    empty: "No plans yet.",
    titleColumn: "Title",
    saved: "Saved. The home page shows it now.",
    visibleHint: "A hidden plan stays here and leaves the site.",
    conflict:
      "Someone else saved this plan after you opened it. Nothing was overwritten: your changes are still in the form. Open the plan again in a new tab, copy your changes across, and save there.",
    missing: "This plan no longer exists.",
  },
  fields: [
    {
      name: "title",
      kind: "text",
      label: "Title",
      required: "Enter a title.",
      max: 80,
      translatable: true,
    },
    {
      name: "price",
      kind: "money",
      label: "Price",
      hint: "In dollars, shown with $ before it: a number with up to two decimals, e.g. 29 or 29.50.",
      half: true,
      translatable: false,
    },
    {
      name: "period",
      kind: "text",
      label: "Period",
      hint: "Shown after the price, e.g. /month. Leave it empty for a one-off price.",
      initial: "/month",
      max: 40,
      half: true,
      translatable: true,
    },
    {
      name: "icon",
      kind: "select",
      label: "Icon",
      options: PLAN_ICONS.map((value) => ({ value, label: ICON_LABELS[value] })),
      invalid: "Choose one of the icons.",
      initial: "Globe",
      translatable: false,
    },
    {
      name: "features",
      kind: "lines",
      label: "Features",
      hint: "Shown with a tick in this order.",
      rowLabel: "Feature",
      maxItems: 12,
      max: 160,
      translatable: true,
    },
    {
      name: "buttonLabel",
      kind: "text",
      label: "Button label",
      required: "Enter the button's label.",
      initial: "Get Now",
      max: 40,
      section: "button",
      half: true,
      translatable: true,
    },
    {
      name: "buttonLink",
      kind: "link",
      label: "Button link",
      hint: "A path on this site (/contact?plan=site-assist fills in the contact form with this plan), or an address starting with https://, mailto: or tel:.",
      required:
        "Enter a path on this site starting with /, or an address starting with http://, https://, mailto: or tel:.",
      initial: "/contact",
      max: 500,
      section: "button",
      half: true,
      translatable: false,
    },
    {
      name: "popular",
      kind: "toggle",
      label: POPULAR,
      hint: "Highlighted, with a 'Most popular' badge.",
      section: "side",
      translatable: false,
    },
  ],
  sections: [{ name: "main" }, { name: "button" }],
  list: {
    title: "title",
    detail: (fields) =>
      [`${pricingSection.currency}${fields.price}${fields.period}`, fields.popular ? POPULAR : ""]
        .filter(Boolean)
        .join(" · "),
  },
};
