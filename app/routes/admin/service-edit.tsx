import { ServiceEditor } from "~/components/admin/service-editor";
import { consoleCopy } from "~/content/admin/console";
import { servicesCopy } from "~/content/admin/services";
import { serviceEditorAction, serviceEditorLoader } from "~/lib/admin/services-editor.server";
import type { Route } from "./+types/service-edit";

export const meta = ({ data }: Route.MetaArgs) => [
  {
    title: `${data?.item.id ? servicesCopy.editTitle : servicesCopy.newItem} · ${consoleCopy.productName}`,
  },
];

export const loader = ({ params, request, context }: Route.LoaderArgs) =>
  serviceEditorLoader(params.id, request, context);

export const action = ({ params, request, context }: Route.ActionArgs) =>
  serviceEditorAction(params.id, request, context);

export default function ServiceEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ServiceEditor
      item={loaderData.item}
      fields={actionData?.fields ?? loaderData.item.fields}
      errors={actionData?.errors ?? {}}
      message={actionData?.message ?? null}
      conflict={Boolean(actionData?.message && !Object.keys(actionData.errors).length)}
      saved={loaderData.saved}
      library={loaderData.library}
    />
  );
}
