import { useLoaderData, useNavigation, useSearchParams } from "react-router";
import { FindForm, PersonalDataFound, RetentionTable } from "./privacy-report";
import { PageHeading } from "~/components/admin/page-heading";
import { adminStyles } from "~/components/admin/styles";
import { consoleCopy } from "~/content/admin/console";
import { privacyCopy as copy } from "./privacy-words";
import { privacyForms } from "./privacy-forms";
import { notOurForm, parseIntentForm } from "~/forms/parse-form.server";
import type { PersonalDataReport } from "~/lib/admin/privacy";
import { answer, formAnswer, seeOther, type FormAnswer } from "~/lib/admin/responses.server";
import type { Route } from "./+types/privacy-route";

export const meta = () => [{ title: `${copy.title} · ${consoleCopy.productName}` }];

// Owners only: context.admin.privacy refuses anyone else with 403. ?erased=N&tables=K
// is the erasure's answer: counts only, never the address (decision 017).
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const count = (name: string) => {
    const value = Number.parseInt(search.get(name) ?? "", 10);
    return Number.isFinite(value) && value >= 0 ? value : null;
  };
  const rows = count("erased");
  return {
    retention: await context.admin.privacy.retention(),
    erased: rows === null ? null : { rows, tables: count("tables") ?? 0 },
  };
}

/** What a form's answer shows: the findings, and a refused form's messages. */
interface Answer {
  report: PersonalDataReport | null;
  find: FormAnswer | null;
  erase: FormAnswer | null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseIntentForm(request, context, privacyForms, { role: "owner" });
  const shown = (parts: Partial<Answer>, status = 200) =>
    answer<Answer>(context, { report: null, find: null, erase: null, ...parts }, status);
  if (form.intent === "find") {
    if (!form.ok) {
      const typed = { email: form.values.email ?? "" };
      return shown({ find: formAnswer(form.errors, typed) }, 422);
    }
    return shown({ report: await context.admin.privacy.find(form.data.email) });
  }
  if (!form.ok) {
    // The address is the page's own hidden field: a bad one is no form of ours.
    if (form.errors.email) throw notOurForm();
    // 'Confirm address' differs: nothing erased, the findings again, the message at the field.
    const report = await context.admin.privacy.find(form.values.email ?? "");
    const typed = { confirm: form.values.confirm ?? "" };
    return shown({ report, erase: formAnswer(form.errors, typed) }, 422);
  }
  const { rows, tables } = await context.admin.privacy.erase(form.data.email);
  return seeOther(context, `/admin/privacy?erased=${rows}&tables=${tables}`);
}

export default function Privacy({ actionData }: Route.ComponentProps) {
  const { retention, erased } = useLoaderData<typeof loader>();
  const [search] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  const { report, find, erase } = actionData ?? { report: null, find: null, erase: null };
  return (
    <>
      <PageHeading title={copy.title} description={copy.description} />
      {erased && !actionData && (
        <p role="status" className={adminStyles.success} key={search.toString()}>
          {erased.rows ? copy.erased(erased.rows, erased.tables) : copy.erasedNothing}
        </p>
      )}
      <FindForm
        key={report?.address ?? "find"}
        email={report?.address ?? find?.values.email}
        error={find?.errors.email}
        busy={busy}
      />
      {report &&
        (report.total ? (
          <PersonalDataFound
            report={report}
            confirm={erase?.values.confirm}
            confirmError={erase?.errors.confirm}
            busy={busy}
          />
        ) : (
          <p role="status" className={`${adminStyles.card} font-semibold text-ink-900`}>
            {copy.nothing(report.address)}
          </p>
        ))}
      <RetentionTable periods={retention} />
    </>
  );
}
