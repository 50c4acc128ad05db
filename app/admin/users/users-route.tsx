import { Form, useLoaderData, useNavigation, useSearchParams } from "react-router";
import { DateTime } from "~/components/admin/date-time";
import { PageHeading } from "~/components/admin/page-heading";
import { StatusBadge } from "~/components/admin/status-badge";
import { adminStyles } from "~/components/admin/styles";
import { consoleCopy } from "~/content/admin/console";
import { inviteCopy, usersCopy as copy } from "./users-words";
import { InviteForm } from "./invite-form";
import { usersForms } from "./users-forms";
import { notOurForm, parseIntentForm } from "~/forms/parse-form.server";
import { answer, formAnswer, seeOther } from "~/lib/admin/responses.server";
import type { Route } from "./+types/users-route";

export const meta = () => [{ title: `${copy.title} · ${consoleCopy.productName}` }];

// Owners only: context.admin refuses anyone else with 403.
export async function loader({ context }: Route.LoaderArgs) {
  const me = await context.admin.require("owner");
  return { me, users: await context.admin.users.list() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseIntentForm(request, context, usersForms, { role: "owner" });
  const typed = { email: form.values.email ?? "" };
  if (form.intent === "invite") {
    if (!form.ok) return answer(context, { invite: formAnswer(form.errors, typed) }, 400);
    const { email, role } = form.data;
    const result = await context.admin.users.invite(email, role);
    if (!result.ok) {
      return answer(context, { invite: formAnswer({}, typed, result.message) }, result.status);
    }
    return seeOther(context, `/admin/users?invited=${encodeURIComponent(email)}`);
  }
  // 'Disable' and 'Enable' send no intent; any other change is none of ours.
  if (!form.ok) throw notOurForm(consoleCopy.notOurForm.change);
  const { email, change } = form.data;
  const done = await context.admin.users.setDisabled(email, change === "disable");
  return seeOther(context, `/admin/users?done=${done ? change : "refused"}`);
}

export default function Users({ actionData }: Route.ComponentProps) {
  const { me, users } = useLoaderData<typeof loader>();
  const [search] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  const done = search.get("done");
  const invited = search.get("invited");
  return (
    <>
      <PageHeading title={copy.title} description={copy.description} />
      {invited && !actionData && (
        <p role="status" className={adminStyles.success}>
          {inviteCopy.sent(invited)}
        </p>
      )}
      <InviteForm
        key={invited ?? "invite"}
        message={actionData?.invite.message ?? undefined}
        email={actionData?.invite.values.email}
        busy={busy}
      />
      {done && (
        <p role="status" className={done === "refused" ? adminStyles.error : adminStyles.success}>
          {copy.done[done] ?? copy.refused}
        </p>
      )}
      <ul className={`${adminStyles.flushCard} divide-y divide-ink-100`}>
        {users.map((user) => (
          <li key={user.id} className="flex flex-wrap items-center gap-3 px-5 py-4 sm:px-6">
            <div className="min-w-0 flex-1 basis-56">
              <p className="font-bold break-all text-ink-900">
                {user.email}{" "}
                {user.id === me.id && (
                  <span className="font-normal text-ink-500">({copy.you})</span>
                )}
              </p>
              <p className="text-sm text-ink-600">
                {consoleCopy.roles[user.role]} · {copy.added} <DateTime value={user.createdAt} />
              </p>
            </div>
            <StatusBadge
              status={user.disabled ? "closed" : user.invited ? "pending" : "replied"}
              label={
                user.disabled ? copy.disabled : user.invited ? inviteCopy.invited : copy.active
              }
            />
            {user.id !== me.id && (
              <Form method="post">
                <input type="hidden" name="email" value={user.email} />
                <input type="hidden" name="change" value={user.disabled ? "enable" : "disable"} />
                <button
                  type="submit"
                  disabled={busy}
                  aria-label={copy.actionLabel(
                    user.disabled ? copy.enable : copy.disable,
                    user.email,
                  )}
                  className={user.disabled ? adminStyles.secondaryButton : adminStyles.dangerButton}
                >
                  {user.disabled ? copy.enable : copy.disable}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
