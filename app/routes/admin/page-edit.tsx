import { data } from "react-router";
import { LegalPageEditor } from "~/components/admin/legal-page-editor";
import { consoleCopy } from "~/content/admin/console";
import { pagesCopy } from "~/content/admin/pages";
import { legalPageForms } from "~/forms/admin/pages-forms";
import type { FieldErrors } from "~/forms/field-errors";
import { parseIntentForm } from "~/forms/parse-form.server";
import type { LegalPageFields } from "~/lib/admin/pages";
import { withImageAtEnd } from "~/lib/admin/media";
import { libraryPicture } from "~/lib/admin/media-library.server";
import { answer, seeOther } from "~/lib/admin/responses.server";
import { LEGAL_PAGES, type LegalPageKey } from "~/lib/site-content";
import type { Route } from "./+types/page-edit";
import { saveAnswer } from "~/lib/admin/save-answer";

export const meta = ({ data }: Route.MetaArgs) => [
  {
    title: `${data ? pagesCopy.editTitle(data.edit.page.title) : pagesCopy.title} · ${consoleCopy.productName}`,
  },
];

/** The page an address names, after the role (an editor gets 403 for any key); else 404. */
async function legalPageKey(
  param: string | undefined,
  context: Route.LoaderArgs["context"],
): Promise<LegalPageKey> {
  await context.admin.require("owner");
  const key = LEGAL_PAGES.find((known) => known === param);
  if (!key) throw data(pagesCopy.errors.missing, { status: 404 });
  return key;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const edit = await context.admin.pages.legalPage(await legalPageKey(params.key, context));
  return {
    edit,
    library: await context.admin.media.choices(),
    previewHtml: await context.admin.pages.renderPreview(edit.page.body),
    saved: new URL(request.url).searchParams.get("saved") === "1",
  };
}

export interface LegalPageActionData {
  fields: LegalPageFields;
  errors: FieldErrors;
  message: string | null;
  previewHtml: string;
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const key = await legalPageKey(params.key, context);
  // A body of 50 000 characters, encoded, fits the editors' limit.
  const form = await parseIntentForm(request, context, legalPageForms, {
    role: "owner",
    limit: "editor",
  });
  // 'Add a picture from the library' without JavaScript: its line ends the body.
  const picture = await libraryPicture(context, form.values.bodyLibrary);
  const withPicture = (body: string) => (picture ? withImageAtEnd(body, picture) : body);
  const fields: LegalPageFields = {
    title: form.values.title ?? "",
    description: form.values.description ?? "",
    body: withPicture(
      form.intent === "render" && form.ok ? form.data.body : (form.values.body ?? ""),
    ),
  };
  const previewHtml = await context.admin.pages.renderPreview(fields.body);
  const reply = (status: number, errors: FieldErrors, message: string | null) =>
    answer<LegalPageActionData>(context, { fields, errors, message, previewHtml }, status);

  // 'Update preview' without JavaScript, and the live preview with it: nothing is saved.
  if (form.intent === "render") return reply(200, {}, null);
  if (!form.ok) return reply(422, form.errors, pagesCopy.errors.summary);
  const { version, ...page } = form.data;
  const result = await context.admin.pages.saveLegalPage(key, version, {
    ...page,
    body: withPicture(page.body),
  });
  if (!result.ok) return reply(409, {}, pagesCopy.errors.conflict);
  return seeOther(context, `/admin/pages/${key}?saved=1`);
}

export { previewKeepsData as shouldRevalidate } from "~/lib/admin/live-preview";

export default function PageEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <LegalPageEditor
      edit={loaderData.edit}
      fields={actionData?.fields ?? loaderData.edit.page}
      {...saveAnswer(actionData)}
      previewHtml={actionData?.previewHtml ?? loaderData.previewHtml}
      saved={loaderData.saved}
      library={loaderData.library}
    />
  );
}
