import { formCopy } from "~/content/forms";
import type { ReactNode, Ref } from "react";

type Tone = "light" | "dark";

export interface FieldState {
  name: string;
  value: string;
  ref: Ref<never>;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  error?: string;
  errorId: string;
}

const controlClass = (tone: Tone, invalid: boolean) =>
  `w-full rounded-xl border px-4 py-3 text-base transition-colors focus:outline-none focus-visible:ring-3 ${
    tone === "dark"
      ? "border-white/15 bg-white/5 text-white placeholder:text-ink-300 focus-visible:border-accent-400 focus-visible:ring-accent-400/40"
      : "border-ink-200 bg-white text-ink-900 placeholder:text-ink-500 focus-visible:border-brand-600 focus-visible:ring-brand-600/25"
  } ${invalid ? (tone === "dark" ? "border-rose-300" : "border-rose-600") : ""}`;

function Field({
  id,
  label,
  tone,
  error,
  errorId,
  children,
  className = "",
}: {
  id: string;
  label: string;
  tone: Tone;
  error?: string;
  errorId: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`grid content-start gap-2 ${className}`}>
      <label
        htmlFor={id}
        className={`text-sm font-semibold ${tone === "dark" ? "text-white" : "text-ink-800"}`}
      >
        {label}
      </label>
      {children}
      {error && (
        <p
          id={errorId}
          className={`text-sm font-medium ${tone === "dark" ? "text-rose-300" : "text-rose-700"}`}
        >
          {error}
        </p>
      )}
    </div>
  );
}

type Common = {
  id: string;
  label: string;
  placeholder?: string;
  tone?: Tone;
  field: FieldState;
  className?: string;
};

export function TextField({
  type = "text",
  required,
  autoComplete,
  inputMode,
  ...props
}: Common & {
  type?: "text" | "email" | "tel";
  required?: boolean;
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel";
}) {
  const { id, label, placeholder, tone = "light", field, className } = props;
  const { error, errorId, ...control } = field;
  return (
    <Field id={id} label={label} tone={tone} error={error} errorId={errorId} className={className}>
      <input
        {...control}
        id={id}
        type={type}
        required={required}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        className={controlClass(tone, Boolean(error))}
      />
    </Field>
  );
}

export function TextAreaField(props: Common & { rows?: number }) {
  const { id, label, placeholder, tone = "light", field, className, rows = 5 } = props;
  const { error, errorId, ...control } = field;
  return (
    <Field id={id} label={label} tone={tone} error={error} errorId={errorId} className={className}>
      <textarea
        {...control}
        id={id}
        rows={rows}
        placeholder={placeholder}
        className={`${controlClass(tone, Boolean(error))} resize-y`}
      />
    </Field>
  );
}

export function SelectField(props: Common & { options: readonly string[] }) {
  const { id, label, placeholder, tone = "light", field, className, options } = props;
  const { error, errorId, ...control } = field;
  return (
    <Field id={id} label={label} tone={tone} error={error} errorId={errorId} className={className}>
      <select {...control} id={id} className={controlClass(tone, Boolean(error))}>
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A field people never see or reach; only bots fill it in (the API's honeypot). */
export function HoneypotField({
  id,
  name,
  inputRef,
}: {
  id: string;
  name: string;
  inputRef: Ref<HTMLInputElement>;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{formCopy.honeypotLabel}</label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}

export function LoadingOverlay({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-live="assertive"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-ink-950/60 backdrop-blur-sm"
    >
      <span
        aria-hidden="true"
        className="size-12 animate-spin rounded-full border-4 border-white/25 border-t-white"
      />
      <span className="text-sm font-semibold text-white">{label}</span>
    </div>
  );
}
