import { data, type AppLoadContext } from "react-router";
import { pricingCopy } from "~/content/admin/pricing";
import { planEditorForm } from "~/forms/admin/pricing-forms";
import { notOurForm, parseForm } from "~/forms/parse-form.server";
import { PRICING_PATH, type PlanErrors, type PlanFields, type PlanItem } from "./pricing";
import { answer, seeOther } from "./responses.server";

/**
 * The loaders and the action of the pricing pages: /admin/pricing, and each
 * plan's editor at /admin/pricing/:id ("new" for a new one).
 */

function planId(param: string | undefined): number | null | undefined {
  if (param === "new") return null;
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

export async function pricingListLoader(context: AppLoadContext) {
  return { items: await context.admin.pricing.list() };
}

export async function planEditorLoader(
  param: string | undefined,
  request: Request,
  context: AppLoadContext,
) {
  const id = planId(param);
  if (id === undefined) throw data(pricingCopy.errors.missing, { status: 404 });
  const item: PlanItem | null =
    id === null ? await context.admin.pricing.blank() : await context.admin.pricing.item(id);
  if (!item) throw data(pricingCopy.errors.missing, { status: 404 });
  return { item, saved: new URL(request.url).searchParams.has("saved") };
}

export interface PlanActionData {
  fields: PlanFields;
  errors: PlanErrors;
  message: string | null;
}

export async function planEditorAction(
  param: string | undefined,
  request: Request,
  context: AppLoadContext,
) {
  const id = planId(param);
  if (id === undefined) throw data(pricingCopy.errors.missing, { status: 404 });
  const form = await parseForm(request, context, planEditorForm, { role: "editor" });
  // Every field is text: the post's shape fails only on what no form of ours sends.
  if (!form.ok) throw notOurForm();
  const { version, ...fields } = form.data;
  const reply = (status: number, errors: PlanErrors, message: string | null) =>
    answer<PlanActionData>(context, { fields, errors, message }, status);

  // The rules (app/forms/admin/pricing-forms.ts) are checked as it is saved.
  const result = await context.admin.pricing.save(id, version, fields);
  if (result.ok) return seeOther(context, `${PRICING_PATH}/${result.id}?saved`);
  if (result.kind === "invalid") return reply(422, result.errors, pricingCopy.errors.summary);
  if (result.kind === "conflict") return reply(409, {}, pricingCopy.errors.conflict);
  throw data(pricingCopy.errors.missing, { status: 404 });
}
