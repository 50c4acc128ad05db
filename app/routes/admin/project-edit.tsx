import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { ItemEditor } from "~/components/admin/item-editor";
import { PreviewLinksPanel } from "~/components/admin/preview-links-panel";
import { consoleCopy } from "~/content/admin/console";
import { publishingCopy } from "~/content/admin/publishing";
import { itemEditorAction, itemEditorLoader } from "~/lib/admin/item-editor.server";
import { previewLinksOf } from "~/lib/admin/preview-links.server";
import type { Route } from "./+types/project-edit";

export const meta = ({ data }: Route.MetaArgs) => [
  {
    title: `${data?.item.id ? publishingCopy.editTitle.project : publishingCopy.newItem.project} · ${consoleCopy.productName}`,
  },
];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const editor = await itemEditorLoader("project", params.id, request, context);
  const previewLinks = await previewLinksOf(editor.item, request, context);
  return data({ ...editor, previewLinks: previewLinks.view }, { headers: previewLinks.headers });
}

export const action = ({ params, request, context }: Route.ActionArgs) =>
  itemEditorAction("project", params.id, request, context);

// The live preview posts the body alone: nothing was saved, nothing to reload.
export const shouldRevalidate = ({
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) =>
  formData?.get("intent") === "render" ? false : defaultShouldRevalidate;

export default function ProjectEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { item, previewLinks } = loaderData;
  return (
    <>
      <ItemEditor
        item={loaderData.item}
        fields={actionData?.fields ?? loaderData.item.fields}
        errors={actionData?.errors ?? {}}
        message={actionData?.message ?? null}
        conflict={Boolean(actionData?.message && !Object.keys(actionData.errors).length)}
        previewHtml={actionData?.previewHtml ?? loaderData.previewHtml}
        saved={loaderData.saved}
        library={loaderData.library}
      />
      {item.id !== null && previewLinks && (
        <PreviewLinksPanel
          kind={item.kind}
          itemId={item.id}
          status={item.status}
          {...previewLinks}
        />
      )}
    </>
  );
}
