import { Form, Link, useNavigation } from "react-router";
import { accountCopy } from "./account-words";
import { consoleCopy } from "~/content/admin/console";
import { AuthCard } from "./auth-card";
import { FormMessage } from "~/components/admin/form-message";
import { adminStyles } from "~/components/admin/styles";

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
      <Form
        method="post"
        className="mt-6 grid gap-5"
        aria-describedby={message ? "login-message" : undefined}
      >
        <FormMessage id="login-message" message={message} />
        {!message && notice && <FormMessage message={notice.text} tone={notice.tone} />}
        <div className="grid gap-2">
          <label htmlFor="login-email" className={adminStyles.label}>
            {copy.email}
          </label>
          <input
            id="login-email"
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={email}
            className={adminStyles.input}
          />
        </div>
        <div className="grid gap-2">
          <label htmlFor="login-password" className={adminStyles.label}>
            {copy.password}
          </label>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className={adminStyles.input}
          />
        </div>
        <button type="submit" disabled={submitting} className={adminStyles.primaryButton}>
          {submitting ? copy.submitting : copy.submit}
        </button>
        <p className="text-center text-sm">
          <Link to="/admin/forgot-password" className={adminStyles.link}>
            {accountCopy.forgotLink}
          </Link>
        </p>
      </Form>
    </AuthCard>
  );
}
