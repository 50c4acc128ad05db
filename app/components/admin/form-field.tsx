import { adminStyles } from "./styles";

/** The ids a field's control is described by: its message, then its hint. */
export const describedBy = (id: string, { error, hint }: { error?: string; hint?: string }) =>
  [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;

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
