import { PersonEditor } from "~/components/admin/person-editor";
import { consoleCopy } from "~/content/admin/console";
import { peopleCopy } from "~/content/admin/people";
import { personEditorAction, personEditorLoader } from "~/lib/admin/people-editor.server";
import type { Route } from "./+types/partner-edit";

export const meta = ({ data }: Route.MetaArgs) => [
  {
    title: `${data?.item.id ? peopleCopy.editTitle.partner : peopleCopy.newItem.partner} · ${consoleCopy.productName}`,
  },
];

export const loader = ({ params, request, context }: Route.LoaderArgs) =>
  personEditorLoader("partner", params.id, request, context);

export const action = ({ params, request, context }: Route.ActionArgs) =>
  personEditorAction("partner", params.id, request, context);

export default function PartnerEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PersonEditor
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
