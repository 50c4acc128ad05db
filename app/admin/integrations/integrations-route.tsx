import { useNavigation, useSearchParams } from "react-router";
import { PageHeading } from "~/components/admin/page-heading";
import { adminStyles } from "~/components/admin/styles";
import { WebhookForm } from "./webhook-form";
import { WebhookList } from "./webhook-list";
import { consoleCopy } from "~/content/admin/console";
import { integrationsCopy as copy } from "./integrations-words";
import { integrationsForms } from "./integrations-forms";
import { notOurForm, parseIntentForm } from "~/forms/parse-form.server";
import { INTEGRATIONS_PATH } from "./integrations";
import { answer, formAnswer, seeOther } from "~/lib/admin/responses.server";
import type { Route } from "./+types/integrations-route";

export const meta = () => [{ title: `${copy.title} · ${consoleCopy.productName}` }];

// Owners only: context.admin.integrations refuses anyone else with 403.
export async function loader({ context }: Route.LoaderArgs) {
  return { webhooks: await context.admin.integrations.list() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseIntentForm(request, context, integrationsForms, { role: "owner" });
  const integrations = context.admin.integrations;
  if (form.intent === "add") {
    const typed = {
      url: form.values.url ?? "",
      secret: form.values.secret ?? "",
      format: form.values.format ?? "",
    };
    const added = form.ok ? await integrations.add(form.data) : null;
    if (!added?.ok) {
      const errors = added ? added.errors : form.ok ? {} : form.errors;
      return answer(context, { add: formAnswer(errors, typed) }, 422);
    }
    return seeOther(context, `${INTEGRATIONS_PATH}?done=added#webhook-${added.id}`);
  }
  if (!form.ok) throw notOurForm(consoleCopy.notOurForm.change);
  const { id } = form.data;
  const found =
    form.intent === "test"
      ? await integrations.sendTest(id)
      : form.intent === "delete"
        ? await integrations.remove(id)
        : await integrations.setPaused(id, form.intent === "pause");
  if (!found) return seeOther(context, `${INTEGRATIONS_PATH}?done=missing`);
  const done = { test: "test", pause: "paused", resume: "resumed", delete: "deleted" }[form.intent];
  const anchor = form.intent === "delete" ? "" : `#webhook-${id}`;
  return seeOther(context, `${INTEGRATIONS_PATH}?done=${done}${anchor}`);
}

export default function Integrations({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  const done = search.get("done");
  return (
    <>
      <PageHeading title={copy.title} description={copy.description} />
      {done && !actionData && (
        <p role="status" className={copy.done[done] ? adminStyles.success : adminStyles.error}>
          {copy.done[done] ?? copy.missing}
        </p>
      )}
      <WebhookForm answer={actionData?.add} busy={busy} />
      <WebhookList webhooks={loaderData.webhooks} busy={busy} />
    </>
  );
}
