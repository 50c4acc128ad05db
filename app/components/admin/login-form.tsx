import { Form, useNavigation } from "react-router";
import { consoleCopy } from "~/content/admin/console";
import { adminStyles } from "./styles";

const copy = consoleCopy.login;

/** The sign-in card: a plain POST form that works before (and without) the console's script. */
export function LoginForm({ message, email }: { message?: string; email?: string }) {
  const submitting = useNavigation().state === "submitting";
  return (
    <main id="console-main" className="bg-hero grid min-h-dvh place-items-center px-4 py-10">
      <div className="w-full max-w-md rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] sm:p-8">
        <p className="text-sm font-bold tracking-wide text-brand-700 uppercase">
          {consoleCopy.productName}
        </p>
        <h1 className="mt-2 text-2xl font-extrabold tracking-tight text-ink-900">{copy.heading}</h1>
        <p className="mt-2 text-ink-600">{copy.intro}</p>
        <Form
          method="post"
          className="mt-6 grid gap-5"
          aria-describedby={message ? "login-message" : undefined}
        >
          {message && (
            <p id="login-message" role="alert" className={adminStyles.error}>
              {message}
            </p>
          )}
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
        </Form>
      </div>
    </main>
  );
}
