import "~/components/admin/admin.css";
import { Link, redirect, useNavigation } from "react-router";
import { AuthCard } from "./auth-card";
import { FormMessage } from "~/components/admin/form-message";
import { adminStyles } from "~/components/admin/styles";
import { forgotCopy as copy } from "./account-words";
import { consoleCopy } from "~/content/admin/console";
import { forgotPasswordForm } from "./access-forms";
import { parseForm } from "~/forms/parse-form.server";
import { answer, formAnswer } from "~/lib/admin/responses.server";
import type { Route } from "./+types/forgot-password-route";
import { MessageForm } from "~/components/admin/message-form";
import { AccountEmailField } from "./account-email-field";

export const meta = () => [
  { title: `${copy.title} · ${consoleCopy.productName}` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ context }: Route.LoaderArgs) {
  if (await context.admin.user()) throw redirect("/admin/account", 303);
  return null;
}

// The same answer whether or not the address has an account.
export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseForm(request, context, forgotPasswordForm, { role: "anyone" });
  const typed = { email: form.values.email ?? "" };
  if (!form.ok) return answer(context, { sent: false, ...formAnswer(form.errors, typed) }, 400);
  const result = await context.admin.access.requestPasswordReset(form.data.email);
  if (!result.ok) {
    return answer(context, { sent: false, ...formAnswer({}, typed, result.message) }, 429);
  }
  return answer(context, { sent: true, ...formAnswer({}, { email: "" }, copy.sent) });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  const failed = actionData && !actionData.sent ? (actionData.message ?? undefined) : undefined;
  return (
    <AuthCard heading={copy.heading} intro={copy.intro}>
      <MessageForm id="forgot" message={failed} className="mt-6 grid gap-5">
        <FormMessage
          message={actionData?.sent ? (actionData.message ?? undefined) : undefined}
          tone="success"
        />
        <AccountEmailField
          id="forgot-email"
          label={copy.email}
          defaultValue={actionData?.values.email}
          invalid={Boolean(failed)}
        />
        <button type="submit" disabled={submitting} className={adminStyles.primaryButton}>
          {submitting ? copy.submitting : copy.submit}
        </button>
        <p className="text-center text-sm">
          <Link to="/admin/login" className={adminStyles.link}>
            {copy.backToSignIn}
          </Link>
        </p>
      </MessageForm>
    </AuthCard>
  );
}
