import "~/components/admin/admin.css";
import { data, Link } from "react-router";
import { AuthCard } from "./auth-card";
import { adminStyles } from "~/components/admin/styles";
import { passwordLinkCopy as copy } from "./account-words";
import { consoleCopy } from "~/content/admin/console";
import { passwordLinkForm } from "./access-forms";
import { parseForm } from "~/forms/parse-form.server";
import { answer, formAnswer, seeOther } from "~/lib/admin/responses.server";
import type { Route } from "./+types/password-link-route";
import { TokenPasswordForm } from "./token-password-form";

// Serves /admin/invitation?token= and /admin/reset-password?token=: both are
// one-time links to choose a password; the words follow what the link is.

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

export const meta = ({ data }: Route.MetaArgs) => [
  {
    title: `${data && "link" in data && data.link.state === "valid" && !data.link.invitation ? copy.reset.title : copy.invitation.title} · ${consoleCopy.productName}`,
  },
  { name: "robots", content: "noindex, nofollow" },
  // The token is in the address: never send it to another site as a referrer.
  // (Not "no-referrer": that makes browsers send `Origin: null` with the form's
  // POST, which the console refuses as cross-site.)
  { name: "referrer", content: "same-origin" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const link = await context.admin.access.passwordLink(tokenOf(request));
  return data({ link }, { status: link.state === "valid" ? 200 : 410 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseForm(request, context, passwordLinkForm, { role: "anyone" });
  // The link first: a used or expired one says so, whatever was typed.
  const token = form.values.token ?? tokenOf(request);
  const link = await context.admin.access.passwordLink(token);
  if (link.state === "invalid") {
    return answer(context, { link, ...formAnswer({}, {}, copy.invalid) }, 410);
  }
  if (!form.ok) return answer(context, { link, ...formAnswer(form.errors) }, 400);
  const result = await context.admin.access.usePasswordLink(token, form.data.password);
  if (!result.ok) {
    return answer(context, { link, ...formAnswer({}, {}, result.message) }, result.status);
  }
  return seeOther(context, `/admin/login?done=${link.invitation ? "invited" : "reset"}`);
}

export default function PasswordLink({ loaderData, actionData }: Route.ComponentProps) {
  const link = actionData?.link ?? loaderData.link;
  if (link.state === "invalid") {
    return (
      <AuthCard heading={copy.invalidTitle}>
        <div className="mt-6 grid gap-5">
          <p role="alert" className={adminStyles.error}>
            {copy.invalid}
          </p>
          <p className="flex flex-wrap justify-between gap-3 text-sm">
            <Link to="/admin/forgot-password" className={adminStyles.link}>
              {copy.askAgain}
            </Link>
            <Link to="/admin/login" className={adminStyles.link}>
              {copy.backToSignIn}
            </Link>
          </p>
        </div>
      </AuthCard>
    );
  }
  const words = link.invitation ? copy.invitation : copy.reset;
  const message = actionData?.message ?? undefined;
  return (
    <AuthCard heading={words.heading} intro={words.intro(link.email)}>
      <TokenPasswordForm id="link" message={message} words={{ ...copy, submit: words.submit }} />
    </AuthCard>
  );
}
