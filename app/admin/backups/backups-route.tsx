import { useNavigation, useSearchParams } from "react-router";
import { PageHeading } from "~/components/admin/page-heading";
import { SaveNotice } from "~/components/admin/save-notice";
import { BackUpNow } from "./back-up-now";
import { BackupList } from "./backup-list";
import { BackupScheduleLine } from "./backup-schedule-line";
import { consoleCopy } from "~/content/admin/console";
import { backupsCopy as copy } from "./backups-words";
import { backUpNowForm } from "./backups-forms";
import { notOurForm, parseForm } from "~/forms/parse-form.server";
import { BACKUPS_PATH } from "./backups";
import { answer, seeOther } from "~/lib/admin/responses.server";
import type { Route } from "./+types/backups-route";

export const meta = () => [{ title: `${copy.title} · ${consoleCopy.productName}` }];

// Owners only: context.admin.backups refuses anyone else with 403.
export async function loader({ context }: Route.LoaderArgs) {
  return context.admin.backups.list();
}

// 'Back up now': the command starts and the page comes back at once; a second waits (409).
export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseForm(request, context, backUpNowForm, { role: "owner" });
  if (!form.ok) throw notOurForm();
  const result = await context.admin.backups.backUpNow();
  if (result === "started") return seeOther(context, `${BACKUPS_PATH}?done=started`);
  return answer(context, { refused: copy.refused[result] }, result === "running" ? 409 : 503);
}

export default function Backups({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  const done = search.get("done");
  return (
    <>
      <PageHeading title={copy.title} description={copy.description} />
      <SaveNotice saved={!actionData && done ? copy.done[done] : null} />
      <BackupScheduleLine page={loaderData} />
      <BackUpNow message={actionData?.refused ?? null} busy={busy} />
      <BackupList runs={loaderData.runs} scheduled={loaderData.schedule !== null} />
    </>
  );
}
