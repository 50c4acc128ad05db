import "~/components/admin/admin.css";
import { Link, redirect, useNavigation } from "react-router";
import { AuthCard } from "./auth-card";
import { TextField } from "~/components/admin/text-field";
import { adminStyles } from "~/components/admin/styles";
import { codeStepCopy as copy } from "./account-words";
import { consoleCopy } from "~/content/admin/console";
import { signInCodeForm } from "./access-forms";
import { parseForm } from "~/forms/parse-form.server";
import { answer, formAnswer, seeOther } from "~/lib/admin/responses.server";
import type { Route } from "./+types/login-code-route";
import { MessageForm } from "~/components/admin/message-form";

export const meta = () => [
  { title: `${copy.title} · ${consoleCopy.productName}` },
  { name: "robots", content: "noindex, nofollow" },
];

// Only after a right password for an account with two-factor on.
export async function loader({ context }: Route.LoaderArgs) {
  if (await context.admin.user()) throw redirect("/admin", 303);
  if (!(await context.admin.access.hasPendingCode()))
    throw redirect("/admin/login?done=expired", 303);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseForm(request, context, signInCodeForm, { role: "anyone" });
  if (!form.ok) return answer(context, formAnswer(form.errors), 400);
  const result = await context.admin.access.verifySignInCode(form.data.code);
  if (result.ok) return seeOther(context, "/admin");
  if (result.status === 410) return seeOther(context, "/admin/login?done=expired");
  return answer(context, formAnswer({}, {}, result.message), result.status);
}

export default function LoginCode({ actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  const message = actionData?.message ?? undefined;
  return (
    <AuthCard heading={copy.heading} intro={copy.intro}>
      <MessageForm id="code" message={message} className="mt-6 grid gap-5">
        <TextField
          id="login-code"
          label={copy.code}
          name="code"
          type="text"
          inputMode="text"
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={40}
          required
          invalid={Boolean(message)}
        />
        <button type="submit" disabled={submitting} className={adminStyles.primaryButton}>
          {submitting ? copy.submitting : copy.submit}
        </button>
        <p className="text-center text-sm">
          <Link to="/admin/login" className={adminStyles.link}>
            {copy.startAgain}
          </Link>
        </p>
      </MessageForm>
    </AuthCard>
  );
}
