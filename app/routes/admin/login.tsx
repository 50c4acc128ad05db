import "~/components/admin/admin.css";
import { redirect } from "react-router";
import { LoginForm } from "~/components/admin/login-form";
import { loginNotices } from "~/content/admin/account";
import { consoleCopy } from "~/content/admin/console";
import { answer, readFields, seeOther } from "~/lib/admin/responses.server";
import type { Route } from "./+types/login";

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
  const { email = "", password = "" } = await readFields(request, context, "anyone");
  if (!email.trim() || !password) {
    return answer(context, { message: consoleCopy.login.missing, email }, 400);
  }
  const result = await context.admin.access.signIn(email, password);
  // Two-factor on: the second step asks for the 'Code'.
  if (result.ok && result.needsCode) return seeOther(context, "/admin/login/code");
  if (result.ok) return seeOther(context, "/admin");
  return answer(context, { message: result.message, email }, result.status);
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <LoginForm
      message={actionData?.message}
      notice={loaderData?.notice ?? undefined}
      email={actionData?.email}
    />
  );
}
