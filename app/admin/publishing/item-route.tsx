import { data } from "react-router";
import { ItemEditor } from "./item-editor";
import { ItemTranslationEditor } from "./item-translation-editor";
import { PreviewLinksPanel } from "./preview-links-panel";
import { consoleCopy } from "~/content/admin/console";
import { publishingCopy } from "./publishing-words";
import { itemEditorAction, itemEditorLoader } from "./item-editor.server";
import { previewLinksOf } from "./preview-links.server";
import { itemKindAt } from "./editorial";
import type { Route } from "./+types/item-route";
import { saveAnswer } from "~/lib/admin/save-answer";

// A project's or a post's editor: one route module, its kind read from the address.

export const meta = ({ data, location }: Route.MetaArgs) => {
  const kind = itemKindAt(location.pathname);
  const title = data?.item.id ? publishingCopy.editTitle[kind] : publishingCopy.newItem[kind];
  return [{ title: `${title} · ${consoleCopy.productName}` }];
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const kind = itemKindAt(new URL(request.url).pathname);
  const editor = await itemEditorLoader(kind, params.id, request, context);
  const previewLinks = await previewLinksOf(editor.item, request, context);
  return data({ ...editor, previewLinks: previewLinks.view }, { headers: previewLinks.headers });
}

export const action = ({ params, request, context }: Route.ActionArgs) =>
  itemEditorAction(itemKindAt(new URL(request.url).pathname), params.id, request, context);

export { previewKeepsData as shouldRevalidate } from "~/lib/admin/live-preview";

export default function ItemEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { item, previewLinks, translation } = loaderData;
  if (translation && item.id !== null) {
    return (
      <ItemTranslationEditor
        item={{ ...item, id: item.id }}
        languages={loaderData.languages}
        translation={translation}
        fields={actionData?.fields ?? translation.fields}
        {...saveAnswer(actionData)}
        previewHtml={actionData?.previewHtml ?? loaderData.previewHtml}
        saved={loaderData.saved}
        library={loaderData.library}
      />
    );
  }
  return (
    <>
      <ItemEditor
        item={loaderData.item}
        fields={actionData?.fields ?? loaderData.item.fields}
        {...saveAnswer(actionData)}
        previewHtml={actionData?.previewHtml ?? loaderData.previewHtml}
        saved={loaderData.saved}
        library={loaderData.library}
        languages={loaderData.languages}
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
