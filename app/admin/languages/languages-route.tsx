import { useNavigation, useSearchParams } from "react-router";
import { PageHeading } from "~/components/admin/page-heading";
import { adminStyles } from "~/components/admin/styles";
import { LanguageForm } from "./language-form";
import { DeleteLanguage, LanguageList } from "./language-list";
import { consoleCopy } from "~/content/admin/console";
import { languagesCopy as copy } from "./languages-words";
import { languagesForms } from "./languages-forms";
import { notOurForm, parseIntentForm } from "~/forms/parse-form.server";
import { LANGUAGES_PATH } from "./languages";
import { answer, formAnswer, seeOther } from "~/lib/admin/responses.server";
import type { Route } from "./+types/languages-route";

export const meta = () => [{ title: `${copy.title} · ${consoleCopy.productName}` }];

// Owners only: context.admin.languages refuses anyone else with 403.
// ?delete=<code> shows the deletion's confirmation step above the list.
export async function loader({ request, context }: Route.LoaderArgs) {
  const languages = await context.admin.languages.list();
  const asked = new URL(request.url).searchParams.get("delete");
  const deleting = asked ? (languages.find((l) => l.code === asked && !l.isDefault) ?? null) : null;
  return { languages, deleting, deleteMissing: Boolean(asked && !deleting) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseIntentForm(request, context, languagesForms, { role: "owner" });
  const languages = context.admin.languages;
  if (form.intent === "add") {
    // Both fields are text: the rules are checked as it is saved.
    if (!form.ok) throw notOurForm();
    const added = await languages.add(form.data);
    if (added.ok) {
      const done = added.published ? "addedPublished" : "added";
      return seeOther(context, `${LANGUAGES_PATH}?done=${done}#language-${added.code}`);
    }
    return answer(context, { add: formAnswer(added.errors, form.data, copy.errors.summary) }, 422);
  }
  if (!form.ok) throw notOurForm(consoleCopy.notOurForm.change);
  const { code } = form.data;
  const result =
    form.intent === "delete"
      ? await languages.remove(code)
      : await languages.setPublished(code, form.intent === "publish");
  const done =
    result === "done"
      ? { publish: "published", unpublish: "unpublished", delete: "deleted" }[form.intent]
      : result;
  const anchor = result === "done" && form.intent !== "delete" ? `#language-${code}` : "";
  return seeOther(context, `${LANGUAGES_PATH}?done=${done}${anchor}`);
}

export default function Languages({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  const done = search.get("done");
  const refused = actionData?.add;
  const notice = loaderData.deleteMissing
    ? copy.missing
    : done && !refused
      ? (copy.done[done] ?? (done === "default" ? copy.defaultRefused : copy.missing))
      : null;
  return (
    <>
      <PageHeading title={copy.title} description={copy.description} />
      {notice && (
        <p
          role="status"
          className={copy.done[done ?? ""] === notice ? adminStyles.success : adminStyles.error}
        >
          {notice}
        </p>
      )}
      {loaderData.deleting && <DeleteLanguage language={loaderData.deleting} />}
      <LanguageForm
        key={refused ? JSON.stringify(refused.values) : `blank:${done}`}
        fields={{
          code: refused?.values.code ?? "",
          name: refused?.values.name ?? "",
          published: refused?.values.published ?? "",
        }}
        errors={refused?.errors ?? {}}
        message={refused?.message ?? null}
        busy={busy}
      />
      <LanguageList languages={loaderData.languages} busy={busy} />
    </>
  );
}
