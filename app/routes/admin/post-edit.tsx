import type { ShouldRevalidateFunctionArgs } from "react-router";
import { ItemEditor } from "~/components/admin/item-editor";
import { consoleCopy } from "~/content/admin/console";
import { publishingCopy } from "~/content/admin/publishing";
import { itemEditorAction, itemEditorLoader } from "~/lib/admin/item-editor.server";
import type { Route } from "./+types/post-edit";

export const meta = ({ data }: Route.MetaArgs) => [
  {
    title: `${data?.item.id ? publishingCopy.editTitle.post : publishingCopy.newItem.post} · ${consoleCopy.productName}`,
  },
];

export const loader = ({ params, request, context }: Route.LoaderArgs) =>
  itemEditorLoader("post", params.id, request, context);

export const action = ({ params, request, context }: Route.ActionArgs) =>
  itemEditorAction("post", params.id, request, context);

// The live preview posts the body alone: nothing was saved, nothing to reload.
export const shouldRevalidate = ({
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) =>
  formData?.get("intent") === "render" ? false : defaultShouldRevalidate;

export default function PostEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
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
  );
}
