import { data } from "react-router";
import { consoleCopy } from "~/content/admin/console";
import { pagesCopy } from "~/content/admin/pages";
import { parseFields } from "~/forms/field-errors";
import { notOurForm, parseForm } from "~/forms/parse-form.server";
import { answer, seeOther } from "~/lib/admin/responses.server";
import { saveAnswer } from "~/lib/admin/save-answer";
import type { CollectionActionData } from "../collections/collection-pages.server";
import { takeRows } from "../collections/collection-pages.server";
import { singleForm, singleRules } from "../collections/collection-rules";
import type { CollectionErrors, CollectionFields } from "../collections/collection";
import { PAGE_COPIES, pageCopyNamed } from "./page-copies";
import { PageCopyEditor } from "./page-copy-editor";
import { pageCopyWords as words } from "./page-copy-words";
import type { Route } from "./+types/page-copy-route";

// A page's copy (/admin/pages/copy/<name>, owners and editors): its declared
// fields, checked by the content model's rules and saved with a revision
// (server/admin/pages/pages-console.ts).

export const meta = ({ data }: Route.MetaArgs) => [
  {
    title: `${data ? PAGE_COPIES[data.name].words.title : pagesCopy.title} · ${consoleCopy.productName}`,
  },
];

/** The page an address names, after the role (owners and editors); else 404. */
async function pageCopyAt(param: string | undefined, context: Route.LoaderArgs["context"]) {
  await context.admin.require("editor");
  const name = pageCopyNamed(param);
  if (!name) throw data(words.errors.missing, { status: 404 });
  return name;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const name = await pageCopyAt(params.name, context);
  const { copy, version } = await context.admin.pages.pageCopy(name);
  return {
    name,
    edit: { fields: PAGE_COPIES[name].read(copy as never), version },
    saved: new URL(request.url).searchParams.get("saved") === "1",
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const name = await pageCopyAt(params.name, context);
  const copy = PAGE_COPIES[name];
  const form = await parseForm(request, context, singleForm(copy), { role: copy.access });
  // Every field is text: the post's shape fails only on what no form of ours sends.
  if (!form.ok) throw notOurForm();
  const { version, ...fields } = form.data as { version: number } & CollectionFields;
  const reply = (status: number, errors: CollectionErrors, message: string | null) =>
    answer<CollectionActionData>(context, { fields, version, errors, message }, status);

  // The lists' rows into their fields; a list's button is not ours: its rows are the layout's.
  if (takeRows(copy.fields, form.values, fields)) throw notOurForm();
  const checked = parseFields(singleRules(copy), fields);
  if (!checked.ok) return reply(422, checked.errors, words.errors.summary);
  const result = await context.admin.pages.savePageCopy(
    name,
    version,
    copy.write(checked.data, new Date()) as never,
  );
  // Someone else saved first: nothing is overwritten, and the form keeps what was typed.
  if (!result.ok) return reply(409, {}, words.errors.conflict);
  return seeOther(context, `${copy.path}?saved=1`);
}

export default function PageCopyPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageCopyEditor
      copy={PAGE_COPIES[loaderData.name]}
      version={actionData?.version ?? loaderData.edit.version}
      fields={actionData?.fields ?? loaderData.edit.fields}
      {...saveAnswer(actionData)}
      saved={loaderData.saved && !actionData}
    />
  );
}
