import { useNavigation, useSearchParams } from "react-router";
import { PageHeading } from "~/components/admin/page-heading";
import { RedirectForm } from "./redirect-form";
import { AutomaticTable, NotFoundTable, RedirectTable } from "./redirect-lists";
import { adminStyles } from "~/components/admin/styles";
import { consoleCopy } from "~/content/admin/console";
import { redirectsCopy as copy } from "./redirects-words";
import { MAX_FROM, redirectsForms } from "./redirects-forms";
import { notOurForm, parseIntentForm } from "~/forms/parse-form.server";
import { REDIRECTS_PATH } from "./redirects";
import { answer, formAnswer, seeOther } from "~/lib/admin/responses.server";
import type { Route } from "./+types/redirects-route";

export const meta = () => [{ title: `${copy.title} · ${consoleCopy.productName}` }];

// Owners and editors: context.admin sends anyone else to the sign-in page.
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await context.admin.redirects.page();
  // 'Create a redirect' in the 404 log: the form opens with 'From' filled in.
  const from = (new URL(request.url).searchParams.get("from") ?? "").slice(0, MAX_FROM);
  return { ...page, from };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseIntentForm(request, context, redirectsForms, { role: "editor" });
  if (form.intent === "add") {
    // Every field is text: the rules are checked as it is saved.
    if (!form.ok) throw notOurForm();
    const result = await context.admin.redirects.add(form.data);
    if (result.ok) return seeOther(context, `${REDIRECTS_PATH}?done=added`);
    const typed = { from: form.data.from, to: form.data.to, permanent: form.data.permanent };
    return answer(context, { add: formAnswer(result.errors, typed, copy.errors.summary) }, 422);
  }
  if (!form.ok) throw notOurForm();
  const done =
    form.intent === "delete"
      ? await context.admin.redirects.remove(form.data.id)
      : await context.admin.redirects.removeAutomatic(form.data.kind, form.data.slug);
  return seeOther(context, `${REDIRECTS_PATH}?done=${done ? "deleted" : "missing"}`);
}

export default function Redirects({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  const done = search.get("done");
  const refused = actionData?.add;
  const fields = refused
    ? {
        from: refused.values.from ?? "",
        to: refused.values.to ?? "",
        permanent: refused.values.permanent ?? "",
      }
    : { from: loaderData.from, to: "", permanent: "yes" };
  return (
    <>
      <PageHeading title={copy.title} description={copy.description} />
      {done && !refused && (
        <p role="status" className={done === "missing" ? adminStyles.error : adminStyles.success}>
          {copy.done[done] ?? copy.done.missing}
        </p>
      )}
      <RedirectForm
        // A new 'From' from the 404 log, or a refusal, fills the form afresh.
        key={refused ? JSON.stringify(refused.values) : `prefill:${loaderData.from}:${done}`}
        fields={fields}
        errors={refused?.errors ?? {}}
        message={refused?.message ?? null}
        busy={busy}
      />
      <RedirectTable rows={loaderData.redirects} busy={busy} />
      <NotFoundTable
        rows={loaderData.notFound}
        total={loaderData.notFoundTotal}
        noise={loaderData.noise}
      />
      <AutomaticTable rows={loaderData.automatic} busy={busy} />
    </>
  );
}
