import { formCopy } from "~/content/forms";
import { langOf } from "~/lib/fallback-language";
import type { InterfaceCopy } from "~/lib/page-copy";
import type { ReactNode, Ref } from "react";

type Tone = "light" | "dark";

/** What a form's state gives each field (useValidatedForm's fieldProps). */
export interface FieldState {
  id: string;
  name: string;
  value: string;
  ref: Ref<never>;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
  /** The message to show, once the visitor has been at the field. */
  error?: string;
}

/** The control the visitor fills in, and how. */
export type FieldControl =
  | {
      as?: "input";
      type?: "text" | "email" | "tel";
      autoComplete?: string;
      inputMode?: "text" | "email" | "tel";
    }
  | { as: "textarea"; rows?: number }
  /** The placeholder is the first, unselectable choice; an option's value is what is sent. */
  | { as: "select"; options: readonly { value: string; label: string }[] };

export interface FormFieldProps {
  field: FieldState;
  /** Its words; none while the page's words are not there (a page that failed to load). */
  copy: { label?: string; placeholder?: string; labelLang?: string | undefined };
  control?: FieldControl;
  required?: boolean;
  tone?: Tone;
  /**
   * `stacked`: label, control and message one under another. `bar`: the label
   * is for screen readers only and the control shares a rounded bar with
   * `action` (the footer's newsletter; dark backgrounds only).
   */
  look?: "stacked" | "bar";
  action?: ReactNode;
  className?: string;
}

/**
 * One form field: its label, its control and its message, tied together for
 * assistive technology. The label names the control; a message makes the
 * control invalid and describes it, so a screen reader reads why on focus.
 */
export function FormField({
  field,
  copy,
  control = {},
  required,
  tone = "light",
  look = "stacked",
  action,
  className = "",
}: FormFieldProps) {
  const { id, error, ...state } = field;
  const messageId = `${id}-error`;
  const wiring = {
    ...state,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? messageId : undefined,
    id,
  };
  const dark = tone === "dark";
  const input = control.as === "textarea" || control.as === "select" ? undefined : control;

  if (look === "bar")
    return (
      <>
        <label htmlFor={id} lang={copy.labelLang} className="sr-only">
          {copy.label}
        </label>
        <div
          className={`${className} flex rounded-full border border-white/15 bg-white/5 p-1 focus-within:border-accent-400 focus-within:ring-2 focus-within:ring-accent-400/50`}
        >
          <input
            {...wiring}
            type={input?.type}
            required={required}
            autoComplete={input?.autoComplete}
            inputMode={input?.inputMode}
            placeholder={copy.placeholder}
            className="min-w-0 flex-1 bg-transparent px-4 text-sm text-white placeholder:text-ink-300 focus:outline-none"
          />
          {action}
        </div>
        {error && (
          <p id={messageId} className="mt-2 text-sm text-rose-300">
            {error}
          </p>
        )}
      </>
    );

  const controlClass = `w-full rounded-xl border px-4 py-3 text-base transition-colors focus:outline-none focus-visible:ring-3 ${
    dark
      ? "border-white/15 bg-white/5 text-white placeholder:text-ink-300 focus-visible:border-accent-400 focus-visible:ring-accent-400/40"
      : "border-ink-200 bg-white text-ink-900 placeholder:text-ink-500 focus-visible:border-brand-600 focus-visible:ring-brand-600/25"
  } ${error ? (dark ? "border-rose-300" : "border-rose-600") : ""}`;

  return (
    <div className={`grid content-start gap-2 ${className}`}>
      <label
        htmlFor={id}
        lang={copy.labelLang}
        className={`text-sm font-semibold ${dark ? "text-white" : "text-ink-800"}`}
      >
        {copy.label}
      </label>
      {control.as === "textarea" ? (
        <textarea
          {...wiring}
          required={required}
          rows={control.rows ?? 5}
          placeholder={copy.placeholder}
          className={`${controlClass} resize-y`}
        />
      ) : control.as === "select" ? (
        <select {...wiring} required={required} className={controlClass}>
          <option value="" disabled>
            {copy.placeholder}
          </option>
          {control.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...wiring}
          type={input?.type ?? "text"}
          required={required}
          autoComplete={input?.autoComplete}
          inputMode={input?.inputMode}
          placeholder={copy.placeholder}
          className={controlClass}
        />
      )}
      {error && (
        <p
          id={messageId}
          className={`text-sm font-medium ${dark ? "text-rose-300" : "text-rose-700"}`}
        >
          {error}
        </p>
      )}
    </div>
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

/** The interface words that are one text (a label, a placeholder). */
export type Word = {
  [K in keyof InterfaceCopy]: InterfaceCopy[K] extends string ? K : never;
}[keyof InterfaceCopy];

/** A field's words from the interface's, the label's language where it is not the page's. */
export const fieldWords = (
  words: Partial<InterfaceCopy>,
  label: Word,
  placeholder: Word,
): FormFieldProps["copy"] => ({
  label: words[label],
  placeholder: words[placeholder],
  labelLang: langOf(words, label),
});
