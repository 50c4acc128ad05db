import { useLocation } from "react-router";
import { previewKeepsData } from "~/lib/admin/live-preview";
import { consoleCopy } from "~/content/admin/console";
import { saveAnswer } from "~/lib/admin/save-answer";
import { singleAt } from "../content-model";
import { singleAction, singleLoader } from "./single-pages.server";
import { SingleEditor } from "./single-editor";
import type { Route } from "./+types/single-route";

// Every single document's editor (/admin/settings): one route module, the document read from the address.

export const meta = ({ location, data }: Route.MetaArgs) => {
  const single = singleAt(location.pathname);
  const title =
    (data && single.heading?.(data.translation?.defaults ?? data.edit.fields)) ??
    single.words.title;
  return [{ title: `${title} · ${consoleCopy.productName}` }];
};

export const shouldRevalidate = previewKeepsData;

export const loader = ({ request, context }: Route.LoaderArgs) => {
  const url = new URL(request.url);
  return singleLoader(singleAt(url.pathname), url, context);
};

export const action = ({ request, context }: Route.ActionArgs) =>
  singleAction(singleAt(new URL(request.url).pathname), request, context);

export default function SinglePage({ loaderData, actionData }: Route.ComponentProps) {
  const single = singleAt(useLocation().pathname);
  return (
    <SingleEditor
      single={single}
      edit={loaderData.edit}
      version={actionData?.version ?? loaderData.edit.version}
      fields={actionData?.fields ?? loaderData.edit.fields}
      {...saveAnswer(actionData)}
      saved={loaderData.saved && !actionData}
      library={loaderData.library}
      languages={loaderData.languages}
      translation={loaderData.translation}
      preview={actionData?.previewHtml ?? loaderData.preview}
    />
  );
}
