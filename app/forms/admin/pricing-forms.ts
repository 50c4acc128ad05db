import { pricingCopy } from "../../content/admin/pricing.ts";
import { emptyPlanFields, type PlanFields } from "../../lib/admin/pricing.ts";
import { PLAN_ICONS, type PlanIcon } from "../../lib/plan-icons.ts";
import { z } from "../zod-setup.ts";
import { text } from "./text-field.ts";

const errors = pricingCopy.errors;

const FIELD_NAMES = Object.keys(emptyPlanFields) as (keyof PlanFields)[];
const fieldsShape = Object.fromEntries(FIELD_NAMES.map((name) => [name, text()])) as Record<
  keyof PlanFields,
  ReturnType<typeof text>
>;

/**
 * The plan editor's post (/admin/pricing/:id): the version the plan was
 * opened at and every field as typed. What the fields must hold is
 * `planRules`, checked as it is saved.
 */
export const planEditorForm = z.object({
  version: text().transform((typed) => {
    const version = Number(typed || "0");
    return Number.isInteger(version) ? version : 0;
  }),
  ...fieldsShape,
});

/** A plan as it is stored, once its fields passed the rules. */
export interface PlanValues {
  title: string;
  price: string;
  period: string;
  icon: PlanIcon;
  features: string[];
  buttonLabel: string;
  buttonLink: string;
  popular: boolean;
  /** null: after the last. */
  position: number | null;
  visible: boolean;
}

// Longest each field may be.
const MAX_LENGTH: Partial<Record<keyof PlanFields, number>> = {
  title: 80,
  period: 40,
  buttonLabel: 40,
  buttonLink: 500,
};
const MAX_FEATURES = 12;
const MAX_FEATURE_LENGTH = 160;

/** A price in dollars as the home page shows it: 29, 29.5 or 29.50; no sign, no thousands separator. */
export const PRICE = /^(0|[1-9]\d{0,5})(\.\d{1,2})?$/;

/**
 * Where a plan's button may go: a path on this site (/contact?plan=…, never
 * //host), an http(s) address, or a mailto: or tel: link; never javascript:,
 * data: or anything else.
 */
export function isButtonLink(typed: string): boolean {
  if (/\s/.test(typed)) return false;
  if (typed.startsWith("/")) return !typed.startsWith("//") && !typed.startsWith("/\\");
  if (/^mailto:[^@]+@[^@]+$/i.test(typed)) return true;
  if (/^tel:\+?[\d\-().]{3,}$/i.test(typed)) return true;
  if (!/^https?:\/\//i.test(typed)) return false;
  try {
    const url = new URL(typed);
    return (url.protocol === "http:" || url.protocol === "https:") && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** The features' lines: one a line, trimmed, empty lines dropped. */
export const featureLines = (typed: string) =>
  typed
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * What a plan's fields must hold, with a message per field: a title; a price
 * that is a number of dollars with up to two decimals; one of the icons; a
 * button label; a button link that is a path on this site, http(s), mailto:
 * or tel:; at most 12 feature lines; the order a whole number. Every field is
 * trimmed. The server checks these when it saves (server/admin/pricing/).
 */
export const planRules = z
  .object(fieldsShape)
  .transform((typed) => {
    const fields = { ...typed };
    for (const name of FIELD_NAMES) if (name !== "features") fields[name] = fields[name].trim();
    return fields;
  })
  .superRefine((fields, context) => {
    const refuse = (name: keyof PlanFields, message: string) =>
      context.addIssue({ code: "custom", path: [name], message });
    // Most important first: a field shows its first message only.
    if (!fields.title) refuse("title", errors.titleRequired);
    if (!PRICE.test(fields.price)) refuse("price", errors.price);
    if (!(PLAN_ICONS as readonly string[]).includes(fields.icon)) refuse("icon", errors.icon);
    if (!fields.buttonLabel) refuse("buttonLabel", errors.buttonLabelRequired);
    if (!isButtonLink(fields.buttonLink)) refuse("buttonLink", errors.buttonLink);
    const lines = featureLines(fields.features);
    if (lines.length > MAX_FEATURES) refuse("features", errors.tooManyFeatures(MAX_FEATURES));
    if (lines.some((line) => line.length > MAX_FEATURE_LENGTH))
      refuse("features", errors.featureTooLong(MAX_FEATURE_LENGTH));
    if (fields.position && !/^-?\d{1,6}$/.test(fields.position))
      refuse("position", errors.position);
    if (fields.visible !== "shown" && fields.visible !== "hidden")
      refuse("visible", errors.visible);
    for (const [name, max] of Object.entries(MAX_LENGTH) as [keyof PlanFields, number][]) {
      if (fields[name].length > max) refuse(name, errors.tooLong(max));
    }
  })
  .transform((fields): PlanValues => ({
    title: fields.title,
    price: fields.price,
    period: fields.period,
    icon: fields.icon as PlanIcon,
    features: featureLines(fields.features),
    buttonLabel: fields.buttonLabel,
    buttonLink: fields.buttonLink,
    popular: fields.popular === "yes",
    position: fields.position ? Number(fields.position) : null,
    visible: fields.visible === "shown",
  }));
