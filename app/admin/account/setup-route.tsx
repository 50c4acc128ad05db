import "~/components/admin/admin.css";
import { data } from "react-router";
import { AuthCard } from "./auth-card";
import { adminStyles } from "~/components/admin/styles";
import { ownerSetupCopy as copy } from "./account-words";
import { consoleCopy } from "~/content/admin/console";
import { ownerSetupForm } from "./access-forms";
import { parseForm } from "~/forms/parse-form.server";
import { answer, formAnswer, seeOther } from "~/lib/admin/responses.server";
import type { Route } from "./+types/setup-route";
import { TokenPasswordForm } from "./token-password-form";
import { AccountEmailField } from "./account-email-field";

// /admin/setup?token=: the first owner, from the one-time address the server
// logs at each start while the console has no account. Once any account
// exists the address is no page at all (404).

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

export const meta = () => [
  { title: `${copy.title} · ${consoleCopy.productName}` },
  { name: "robots", content: "noindex, nofollow" },
  // The token is in the address: never send it to another site as a referrer.
  { name: "referrer", content: "same-origin" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const state = await context.admin.access.ownerSetup(tokenOf(request));
  if (state === "closed") throw data(null, { status: 404 });
  return data({ state }, { status: state === "open" ? 200 : 410 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseForm(request, context, ownerSetupForm, { role: "anyone" });
  const token = form.values.token ?? tokenOf(request);
  // The address first: a used or old one says so, whatever was typed.
  const state = await context.admin.access.ownerSetup(token);
  if (state === "closed") throw data(null, { status: 404 });
  if (state === "invalid")
    return answer(context, { state, ...formAnswer({}, {}, copy.invalid) }, 410);
  const typed = { email: form.values.email ?? "" };
  if (!form.ok) return answer(context, { state, ...formAnswer(form.errors, typed) }, 400);
  const result = await context.admin.access.createFirstOwner(
    token,
    form.data.email,
    form.data.password,
  );
  if (!result.ok) {
    if (result.status === 404) throw data(null, { status: 404 });
    return answer(context, { state, ...formAnswer({}, typed, result.message) }, result.status);
  }
  return seeOther(context, "/admin");
}

export default function OwnerSetup({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  if (state !== "open") {
    return (
      <AuthCard heading={copy.invalidTitle}>
        <p role="alert" className={`mt-6 ${adminStyles.error}`}>
          {copy.invalid}
        </p>
      </AuthCard>
    );
  }
  const message = actionData?.message ?? undefined;
  return (
    <AuthCard heading={copy.heading} intro={copy.intro}>
      <TokenPasswordForm id="setup" message={message} words={copy}>
        <AccountEmailField
          id="setup-email"
          label={copy.email}
          defaultValue={actionData?.values.email}
        />
      </TokenPasswordForm>
    </AuthCard>
  );
}
