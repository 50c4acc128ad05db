import { PersonEditor } from "~/components/admin/person-editor";
import { consoleCopy } from "~/content/admin/console";
import { peopleCopy } from "~/content/admin/people";
import { personEditorAction, personEditorLoader } from "~/lib/admin/people-editor.server";
import type { Route } from "./+types/testimonial-edit";

export const meta = ({ data }: Route.MetaArgs) => [
  {
    title: `${data?.item.id ? peopleCopy.editTitle.testimonial : peopleCopy.newItem.testimonial} · ${consoleCopy.productName}`,
  },
];

export const loader = ({ params, request, context }: Route.LoaderArgs) =>
  personEditorLoader("testimonial", params.id, request, context);

export const action = ({ params, request, context }: Route.ActionArgs) =>
  personEditorAction("testimonial", params.id, request, context);

export default function TestimonialEdit({ loaderData, actionData }: Route.ComponentProps) {
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
