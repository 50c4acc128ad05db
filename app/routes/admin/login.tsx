import "~/components/admin/admin.css";
import { redirect } from "react-router";
import { LoginForm } from "~/components/admin/login-form";
import { consoleCopy } from "~/content/admin/console";
import { answer, readFields, seeOther } from "~/lib/admin-responses.server";
import type { Route } from "./+types/login";

export const meta = () => [
  { title: `${consoleCopy.login.title} · ${consoleCopy.productName}` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ context }: Route.LoaderArgs) {
  if (await context.admin.user()) throw redirect("/admin", 303);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { email = "", password = "" } = await readFields(request);
  if (!email.trim() || !password) {
    return answer(context, { message: consoleCopy.login.missing, email }, 400);
  }
  const result = await context.admin.signIn(email, password);
  if (result.ok) return seeOther(context, "/admin");
  return answer(context, { message: result.message, email }, result.status);
}

export default function Login({ actionData }: Route.ComponentProps) {
  return <LoginForm message={actionData?.message} email={actionData?.email} />;
}
