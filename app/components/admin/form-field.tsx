import { adminStyles } from "./styles";

/** The ids a field's control is described by: its message, then its hint. */
export const describedBy = (id: string, { error, hint }: { error?: string; hint?: string }) =>
  [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;

/**
 * A control's own props in a form that shows the server's refusals: its id
 * and name, what was typed, and its message and hint tied to it (`FormField`
 * draws them under it).
 */
export const controlProps = (
  id: string,
  name: string,
  { value, error, hint }: { value: string; error?: string; hint?: string },
) => ({
  id,
  name,
  defaultValue: value,
  "aria-invalid": error ? true : undefined,
  "aria-describedby": describedBy(id, { error, hint }),
  className: adminStyles.input,
});

/**
 * A labelled control with its message and hint below it; the control (the
 * children) carries `id`, `aria-invalid` and `aria-describedby={describedBy(…)}`.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  className = "",
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** Where the field sits in its row (a flex basis, a column span). */
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={`grid content-start gap-2 ${className}`}>
      <label htmlFor={id} className={adminStyles.label}>
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-rose-700">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-600">
          {hint}
        </p>
      )}
    </div>
  );
}
