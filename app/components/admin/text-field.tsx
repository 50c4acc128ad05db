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
