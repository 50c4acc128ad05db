import { useLocation } from "react-router";
import { consoleCopy } from "~/content/admin/console";
import { collectionAt } from "../content-model";
import { CollectionEditor } from "./collection-editor";
import { collectionEditorAction, collectionEditorLoader } from "./collection-pages.server";
import type { Route } from "./+types/edit-route";
import { saveAnswer } from "~/lib/admin/save-answer";

// Every declared kind's editor (/admin/team/:id, /admin/pricing/:id…): one route module, the kind read from the address.

export const meta = ({ data, location }: Route.MetaArgs) => {
  const { words } = collectionAt(location.pathname);
  return [
    { title: `${data?.item.id ? words.editTitle : words.newItem} · ${consoleCopy.productName}` },
  ];
};

export const loader = ({ params, request, context }: Route.LoaderArgs) =>
  collectionEditorLoader(collectionAt(new URL(request.url).pathname), params.id, request, context);

export const action = ({ params, request, context }: Route.ActionArgs) =>
  collectionEditorAction(collectionAt(new URL(request.url).pathname), params.id, request, context);

export default function CollectionEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const collection = collectionAt(useLocation().pathname);
  return (
    <CollectionEditor
      collection={collection}
      // A refused form keeps the version it was sent at: a stale one stays refused.
      item={{ ...loaderData.item, version: actionData?.version ?? loaderData.item.version }}
      fields={actionData?.fields ?? loaderData.item.fields}
      {...saveAnswer(actionData)}
      saved={loaderData.saved && !actionData}
      library={loaderData.library}
      languages={loaderData.languages}
      translation={loaderData.translation}
    />
  );
}
