import { PersonEditor } from "~/components/admin/person-editor";
import { consoleCopy } from "~/content/admin/console";
import { peopleCopy } from "~/content/admin/people";
import { peopleKindOf } from "~/lib/admin/people";
import { personEditorAction, personEditorLoader } from "~/lib/admin/people-editor.server";
import type { Route } from "./+types/person-edit";

// A testimonial's, a team member's or a partner's editor: one route module, its kind read from
// the address (/admin/testimonials/:id, /admin/team/:id, /admin/partners/:id).

export const meta = ({ data, location }: Route.MetaArgs) => {
  const kind = peopleKindOf(location.pathname);
  const title = data?.item.id ? peopleCopy.editTitle[kind] : peopleCopy.newItem[kind];
  return [{ title: `${title} · ${consoleCopy.productName}` }];
};

export const loader = ({ params, request, context }: Route.LoaderArgs) =>
  personEditorLoader(peopleKindOf(new URL(request.url).pathname), params.id, request, context);

export const action = ({ params, request, context }: Route.ActionArgs) =>
  personEditorAction(peopleKindOf(new URL(request.url).pathname), params.id, request, context);

export default function PersonEdit({ loaderData, actionData }: Route.ComponentProps) {
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
