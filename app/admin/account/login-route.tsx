import "~/components/admin/admin.css";
import { redirect } from "react-router";
import { LoginForm } from "./login-form";
import { loginNotices } from "./account-words";
import { consoleCopy } from "~/content/admin/console";
import { signInForm } from "./access-forms";
import { parseForm } from "~/forms/parse-form.server";
import { answer, formAnswer, seeOther } from "~/lib/admin/responses.server";
import type { Route } from "./+types/login-route";

export const meta = () => [
  { title: `${consoleCopy.login.title} · ${consoleCopy.productName}` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await context.admin.user()) throw redirect("/admin", 303);
  const done = new URL(request.url).searchParams.get("done") ?? "";
  return { notice: loginNotices[done] ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseForm(request, context, signInForm, { role: "anyone" });
  const typed = { email: form.values.email ?? "" };
  if (!form.ok) return answer(context, formAnswer(form.errors, typed), 400);
  const result = await context.admin.access.signIn(form.data.email, form.data.password);
  // Two-factor on: the second step asks for the 'Code'.
  if (result.ok && result.needsCode) return seeOther(context, "/admin/login/code");
  if (result.ok) return seeOther(context, "/admin");
  return answer(context, formAnswer({}, typed, result.message), result.status);
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <LoginForm
      message={actionData?.message ?? undefined}
      notice={loaderData?.notice ?? undefined}
      email={actionData?.values.email}
    />
  );
}
