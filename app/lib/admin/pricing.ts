/**
 * What the console's pricing pages ask of the server: the
 * plans of the home page's pricing section (/admin/pricing), a collection
 * (migration 011) edited by one list and one editor. Built per request by
 * server/admin/pricing/; owners and editors may edit; every save is audited
 * and drops the public pages that show the plans.
 */

export const PRICING_PATH = "/admin/pricing";

/** The editor's fields, as text, the way the form posts them. */
export interface PlanFields {
  title: string;
  /** Dollars, up to two decimals: "29", "29.50". */
  price: string;
  period: string;
  icon: string;
  /** One feature a line. */
  features: string;
  buttonLabel: string;
  buttonLink: string;
  /** "yes" when shown as 'Most popular' (a checkbox: "" when not ticked). */
  popular: string;
  /** The order: lower first. */
  position: string;
  /** "shown" or "hidden". */
  visible: string;
}

export const emptyPlanFields: PlanFields = {
  title: "",
  price: "",
  period: "/month",
  icon: "Globe",
  features: "",
  buttonLabel: "Get Now",
  buttonLink: "/contact",
  popular: "",
  position: "",
  visible: "shown",
};

/** A row of the list: the title, its price, its order and whether it shows. */
export interface PlanRow {
  id: number;
  title: string;
  /** "$29/month". */
  price: string;
  popular: boolean;
  position: number;
  visible: boolean;
  updatedAt: string;
}

export interface PlanItem {
  /** null: a new one. */
  id: number | null;
  fields: PlanFields;
  version: number;
}

export type PlanErrors = Partial<Record<keyof PlanFields, string>>;

export type PlanSaveResult =
  | { ok: true; id: number }
  | { ok: false; kind: "invalid"; errors: PlanErrors }
  | { ok: false; kind: "conflict"; currentVersion: number }
  | { ok: false; kind: "missing" };

export interface PricingConsole {
  /** Every plan, hidden ones too, in the public order. */
  list(): Promise<PlanRow[]>;
  item(id: number): Promise<PlanItem | null>;
  /** A new plan's fields: today's defaults, placed after the last. */
  blank(): Promise<PlanItem>;
  /**
   * Creates (id null) or updates at `version`, after the rules
   * (app/forms/admin/pricing-forms.ts); a stale version is a conflict and
   * nothing is written.
   */
  save(id: number | null, version: number, fields: PlanFields): Promise<PlanSaveResult>;
}
