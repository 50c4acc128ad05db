import { PlanEditor } from "~/components/admin/plan-editor";
import { consoleCopy } from "~/content/admin/console";
import { pricingCopy } from "~/content/admin/pricing";
import { planEditorAction, planEditorLoader } from "~/lib/admin/pricing-editor.server";
import type { Route } from "./+types/plan-edit";

export const meta = ({ data }: Route.MetaArgs) => [
  {
    title: `${data?.item.id ? pricingCopy.editTitle : pricingCopy.newItem} · ${consoleCopy.productName}`,
  },
];

export const loader = ({ params, request, context }: Route.LoaderArgs) =>
  planEditorLoader(params.id, request, context);

export const action = ({ params, request, context }: Route.ActionArgs) =>
  planEditorAction(params.id, request, context);

export default function PlanEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PlanEditor
      item={loaderData.item}
      fields={actionData?.fields ?? loaderData.item.fields}
      errors={actionData?.errors ?? {}}
      message={actionData?.message ?? null}
      conflict={Boolean(actionData?.message && !Object.keys(actionData.errors).length)}
      saved={loaderData.saved}
    />
  );
}
