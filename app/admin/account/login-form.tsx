import { Link, useNavigation } from "react-router";
import { accountCopy } from "./account-words";
import { consoleCopy } from "~/content/admin/console";
import { AuthCard } from "./auth-card";
import { FormMessage } from "~/components/admin/form-message";
import { adminStyles } from "~/components/admin/styles";
import { TextField } from "~/components/admin/text-field";
import { MessageForm } from "~/components/admin/message-form";
import { AccountEmailField } from "./account-email-field";

const copy = consoleCopy.login;

/** The sign-in card: a plain POST form that works before (and without) the console's script. */
export function LoginForm({
  message,
  notice,
  email,
}: {
  message?: string;
  /** A line from the page that sent the user here (password set, signed out everywhere). */
  notice?: { text: string; tone: "success" | "error" };
  email?: string;
}) {
  const submitting = useNavigation().state === "submitting";
  return (
    <AuthCard heading={copy.heading} intro={copy.intro}>
      <MessageForm id="login" message={message} className="mt-6 grid gap-5">
        {!message && notice && <FormMessage message={notice.text} tone={notice.tone} />}
        <AccountEmailField id="login-email" label={copy.email} defaultValue={email} />
        <TextField
          id="login-password"
          label={copy.password}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <button type="submit" disabled={submitting} className={adminStyles.primaryButton}>
          {submitting ? copy.submitting : copy.submit}
        </button>
        <p className="text-center text-sm">
          <Link to="/admin/forgot-password" className={adminStyles.link}>
            {accountCopy.forgotLink}
          </Link>
        </p>
      </MessageForm>
    </AuthCard>
  );
}
