import type { Kysely } from "kysely";
import { pricingSection } from "../../../app/content/home/pricing.ts";
import type { PlanValues } from "../../../app/forms/admin/pricing-forms.ts";
import {
  emptyPlanFields,
  type PlanFields,
  type PlanItem,
  type PlanRow,
} from "../../../app/lib/admin/pricing.ts";
import { parseFeatures } from "../../db/pricing.ts";
import type { Database, PricingPlanRow } from "../../db/schema.ts";

/**
 * The console's reads and writes of the pricing plans (migration 011). They
 * take a Kysely so they run in the save's transaction; they never write the
 * audit log.
 */

/** The public pages' tag of the plans (server/content/site-content.ts). */
export const PRICING_TAG = "pricing";

function fieldsOf(row: PricingPlanRow): PlanFields {
  return {
    ...emptyPlanFields,
    title: row.title,
    price: row.price,
    period: row.period,
    icon: row.icon,
    features: parseFeatures(row.features).join("\n"),
    buttonLabel: row.button_label,
    buttonLink: row.button_link,
    popular: row.popular ? "yes" : "",
    position: String(row.position),
    visible: row.visible ? "shown" : "hidden",
  };
}

function columnsOf(values: PlanValues) {
  return {
    title: values.title,
    price: values.price,
    period: values.period,
    icon: values.icon,
    features: JSON.stringify(values.features),
    button_label: values.buttonLabel,
    button_link: values.buttonLink,
    popular: values.popular ? 1 : 0,
    visible: values.visible ? 1 : 0,
  };
}

export async function listPlans(db: Kysely<Database>): Promise<PlanRow[]> {
  const rows = await db
    .selectFrom("pricing_plans")
    .selectAll()
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    price: `${pricingSection.currency}${row.price}${row.period}`,
    popular: row.popular === 1,
    position: row.position,
    visible: row.visible === 1,
    updatedAt: row.updated_at,
  }));
}

export async function loadPlan(db: Kysely<Database>, id: number): Promise<PlanItem | null> {
  const row = await db
    .selectFrom("pricing_plans")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? { id: row.id, fields: fieldsOf(row), version: row.version } : null;
}

/** After the last: the highest position and 10. */
export async function nextPlanPosition(db: Kysely<Database>): Promise<number> {
  const { max } = await db
    .selectFrom("pricing_plans")
    .select((eb) => eb.fn.max("position").as("max"))
    .executeTakeFirstOrThrow();
  return Number(max ?? 0) + 10;
}

export type StoreResult =
  | { ok: true; id: number }
  | { ok: false; kind: "conflict"; currentVersion: number }
  | { ok: false; kind: "missing" };

/**
 * Writes checked values: a new plan (id null), or the plan at the version its
 * editor opened. A save in between changes no row and answers a conflict.
 */
export async function storePlan(
  trx: Kysely<Database>,
  id: number | null,
  version: number,
  values: PlanValues,
): Promise<StoreResult> {
  const now = new Date().toISOString();
  const columns = { ...columnsOf(values), updated_at: now };
  if (id === null) {
    const position = values.position ?? (await nextPlanPosition(trx));
    const row = await trx
      .insertInto("pricing_plans")
      .values({ ...columns, position, created_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { ok: true, id: row.id };
  }
  const result = await trx
    .updateTable("pricing_plans")
    .set({
      ...columns,
      ...(values.position === null ? {} : { position: values.position }),
      version: version + 1,
    })
    .where("id", "=", id)
    .where("version", "=", version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return { ok: true, id };
  const current = await loadPlan(trx, id);
  return current
    ? { ok: false, kind: "conflict", currentVersion: current.version }
    : { ok: false, kind: "missing" };
}
