import { SubmitButton } from "~/components/admin/submit-button";
import { Form, Link } from "react-router";
import { accountCopy } from "./account-words";
import type { TwoFactorSetup } from "~/lib/admin/accounts";
import { FormMessage } from "~/components/admin/form-message";
import { adminStyles } from "~/components/admin/styles";
import { TextField } from "~/components/admin/text-field";
import { MessageForm } from "~/components/admin/message-form";

const copy = accountCopy.twoFactor;

/** Step two of turning two-factor on: the secret as a QR code and as text, and the first code. */
export function TwoFactorScan({
  setup,
  message,
  busy,
}: {
  setup: TwoFactorSetup;
  message?: string;
  busy: boolean;
}) {
  return (
    <div className="grid gap-5">
      <h3 className="text-lg font-bold text-ink-900">{copy.scanHeading}</h3>
      <p className="text-ink-600">{copy.scanIntro}</p>
      <div className="flex flex-wrap items-start gap-6">
        <img
          src={setup.qrCode}
          alt={copy.qrAlt}
          width={200}
          height={200}
          className="rounded-xl ring-1 ring-ink-200"
        />
        <div className="grid min-w-0 flex-1 basis-56 gap-1">
          <p className={adminStyles.label}>{copy.secret}</p>
          <p className="font-mono text-base break-all text-ink-900 select-all">
            {setup.secret.replace(/(.{4})(?=.)/g, "$1 ")}
          </p>
          <p className="text-sm text-ink-600">{copy.secretHint}</p>
        </div>
      </div>
      <MessageForm
        id="confirm"
        message={message}
        className="grid max-w-sm gap-4"
        intent="two-factor-confirm"
      >
        <input type="hidden" name="uri" value={setup.uri} />
        <TextField
          id="two-factor-code"
          label={copy.code}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={8}
          required
          invalid={Boolean(message)}
        />
        <div className="flex flex-wrap gap-3">
          <SubmitButton busy={busy}>{copy.confirm}</SubmitButton>
          <Link to="/admin/account" className={adminStyles.secondaryButton}>
            {copy.cancel}
          </Link>
        </div>
      </MessageForm>
    </div>
  );
}

/** The backup codes, shown once right after two-factor is turned on. */
export function BackupCodes({ codes }: { codes: string[] }) {
  return (
    <div className="grid gap-4">
      <p role="status" className={adminStyles.success}>
        {copy.enabled}
      </p>
      <h3 className="text-lg font-bold text-ink-900">{copy.backupHeading}</h3>
      <p className="text-ink-600">{copy.backupIntro}</p>
      <ul
        aria-label={copy.backupHeading}
        className="grid grid-cols-2 gap-2 rounded-xl bg-ink-50 p-4 font-mono text-base text-ink-900 ring-1 ring-ink-200 select-all sm:grid-cols-3"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <p>
        <Link to="/admin/account" className={adminStyles.secondaryButton}>
          {copy.backupDone}
        </Link>
      </p>
    </div>
  );
}

/** A form that asks for the password before a two-factor change (start, or turn off). */
export function PasswordConfirmForm({
  intent,
  id,
  intro,
  submit,
  danger,
  message,
  busy,
}: {
  intent: string;
  id: string;
  intro: string;
  submit: string;
  danger?: boolean;
  message?: string;
  busy: boolean;
}) {
  return (
    <Form
      method="post"
      className="grid max-w-sm gap-4"
      aria-describedby={message ? `${id}-message` : undefined}
    >
      <p className="text-ink-600">{intro}</p>
      <FormMessage id={`${id}-message`} message={message} />
      <input type="hidden" name="intent" value={intent} />
      <TextField
        id={id}
        label={copy.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        invalid={Boolean(message)}
      />
      <button
        type="submit"
        disabled={busy}
        className={danger ? adminStyles.dangerButton : adminStyles.primaryButton}
      >
        {submit}
      </button>
    </Form>
  );
}
