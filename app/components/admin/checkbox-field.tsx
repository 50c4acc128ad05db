import { adminStyles } from "./styles";

/**
 * A box to tick, its label beside it and its hint under it, posting "yes"
 * when ticked ('Permanent', 'Published', a declared yes-or-no field).
 */
export function CheckboxField({
  id,
  name,
  label,
  hint,
  checked,
  className = "",
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  /** Ticked when the form opens. */
  checked: boolean;
  /** Where it sits in the form's grid. */
  className?: string;
}) {
  return (
    <div className={`grid gap-2 ${className}`}>
      <div className="flex items-center gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          value="yes"
          defaultChecked={checked}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className="size-5 accent-brand-600"
        />
        <label htmlFor={id} className={adminStyles.label}>
          {label}
        </label>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-600">
          {hint}
        </p>
      )}
    </div>
  );
}
