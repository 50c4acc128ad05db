import { adminStyles } from "./styles";

/** A labelled input with an optional hint, tied together for assistive technology. */
export function TextField({
  id,
  label,
  hint,
  invalid,
  ...input
}: {
  id: string;
  label: string;
  hint?: string;
  invalid?: boolean;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "id">) {
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className={adminStyles.label}>
        {label}
      </label>
      <input
        id={id}
        aria-describedby={hint ? `${id}-hint` : undefined}
        aria-invalid={invalid || undefined}
        className={adminStyles.input}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-600">
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * A new password and its confirmation, with the account's rules (its hint,
 * its length): the account page's change and the invitation's and reset
 * links' form.
 */
export function NewPasswordFields({
  id,
  name,
  label,
  confirmLabel,
  rules,
  invalid,
}: {
  /** The fields' ids: `${id}` and `${id}-confirm`. */
  id: string;
  /** The new password's name; its confirmation is "confirm". */
  name: string;
  label: string;
  confirmLabel: string;
  rules: { hint: string; minLength: number };
  invalid?: boolean;
}) {
  const password = {
    type: "password",
    autoComplete: "new-password",
    minLength: rules.minLength,
    maxLength: 256,
    required: true,
    invalid,
  } as const;
  return (
    <>
      <TextField id={id} label={label} hint={rules.hint} name={name} {...password} />
      <TextField id={`${id}-confirm`} label={confirmLabel} name="confirm" {...password} />
    </>
  );
}
