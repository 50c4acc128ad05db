import { Form, useLoaderData, useNavigation, useSearchParams } from "react-router";
import { DateTime } from "~/components/admin/date-time";
import { PageHeading } from "~/components/admin/page-heading";
import { StatusBadge } from "~/components/admin/status-badge";
import { adminStyles } from "~/components/admin/styles";
import { consoleCopy } from "~/content/admin/console";
import { usersCopy as copy } from "~/content/admin/users";
import { InviteForm } from "~/components/admin/invite-form";
import { inviteCopy } from "~/content/admin/account";
import { answer, readFields, seeOther } from "~/lib/admin/responses.server";
import type { Route } from "./+types/users";

export const meta = () => [{ title: `${copy.title} · ${consoleCopy.productName}` }];

// Owners only: context.admin refuses anyone else with 403.
export async function loader({ context }: Route.LoaderArgs) {
  const me = await context.admin.require("owner");
  return { me, users: await context.admin.users.list() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const {
    email = "",
    change = "",
    intent = "",
    role = "",
  } = await readFields(request, context, "owner");
  if (intent === "invite") {
    if (role !== "owner" && role !== "editor") {
      return answer(context, { invite: { message: inviteCopy.badRole, email } }, 400);
    }
    const result = await context.admin.users.invite(email, role);
    if (!result.ok) {
      return answer(context, { invite: { message: result.message, email } }, result.status);
    }
    return seeOther(context, `/admin/users?invited=${encodeURIComponent(email.trim())}`);
  }
  if (change !== "disable" && change !== "enable")
    throw new Response("Unknown change.", { status: 400 });
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
        message={actionData?.invite.message}
        email={actionData?.invite.email}
        busy={busy}
      />
      {done && (
        <p role="status" className={done === "refused" ? adminStyles.error : adminStyles.success}>
          {copy.done[done] ?? copy.refused}
        </p>
      )}
      <ul className={`${adminStyles.card} divide-y divide-ink-100 p-0 sm:p-0`}>
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
