import { data } from "react-router";
import { PageCopyEditor } from "~/components/admin/page-copy-form";
import { consoleCopy } from "~/content/admin/console";
import { pageCopyCopy, pageCopyForms } from "~/content/admin/page-copy";
import { pagesCopy } from "~/content/admin/pages";
import { pageCopySchema } from "~/forms/admin/page-copy-forms";
import type { FieldErrors } from "~/forms/field-errors";
import { parseForm } from "~/forms/parse-form.server";
import { answer, seeOther } from "~/lib/admin/responses.server";
import { PAGE_COPY_NAMES, type PageCopyForm, type PageCopyName } from "~/lib/page-copy";
import type { Route } from "./+types/page-copy";
import { saveAnswer } from "~/lib/admin/save-answer";

export const meta = ({ data }: Route.MetaArgs) => [
  {
    title: `${data ? pageCopyCopy.editTitle(pageCopyForms[data.edit.name].title) : pagesCopy.title} · ${consoleCopy.productName}`,
  },
];

/** The page an address names, after the role (owners and editors); else 404. */
async function pageCopyName(
  param: string | undefined,
  context: Route.LoaderArgs["context"],
): Promise<PageCopyName> {
  await context.admin.require("editor");
  const name = PAGE_COPY_NAMES.find((known) => known === param);
  if (!name) throw data(pageCopyCopy.errors.missing, { status: 404 });
  return name;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const edit = await context.admin.pages.pageCopy(await pageCopyName(params.name, context));
  return { edit, saved: new URL(request.url).searchParams.get("saved") === "1" };
}

export interface PageCopyActionData {
  values: Record<string, string>;
  errors: FieldErrors;
  message: string | null;
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const name = await pageCopyName(params.name, context);
  const { copy: current } = await context.admin.pages.pageCopy(name);
  const schema = pageCopySchema(pageCopyForms[name] as PageCopyForm<object>, current);
  const form = await parseForm(request, context, schema, { role: "editor" });
  const reply = (status: number, errors: FieldErrors, message: string) =>
    answer<PageCopyActionData>(context, { values: form.values, errors, message }, status);
  if (!form.ok) return reply(422, form.errors, pageCopyCopy.errors.summary);
  const result = await context.admin.pages.savePageCopy(
    name,
    form.data.version,
    form.data.copy as typeof current,
  );
  if (!result.ok) return reply(409, {}, pageCopyCopy.errors.conflict);
  return seeOther(context, `/admin/pages/copy/${name}?saved=1`);
}

export default function PageCopy({ loaderData, actionData }: Route.ComponentProps) {
  const { edit, saved } = loaderData;
  return (
    <PageCopyEditor
      name={edit.name}
      form={pageCopyForms[edit.name] as PageCopyForm<object>}
      current={edit.copy}
      version={edit.version}
      values={actionData?.values ?? null}
      {...saveAnswer(actionData)}
      saved={saved}
    />
  );
}
