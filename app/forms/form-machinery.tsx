import type { Ref } from "react";
import { HoneypotField } from "~/components/ui/form-field";
import { FORM_FIELD, HONEYPOT_FIELD, STAMP_FIELD, type FormKind } from "./form-protocol";
import { formStamp } from "./form-stamp";

/**
 * The hidden fields every form posts besides the visitor's: which form it is,
 * the server's render stamp (the minimum fill time) and the honeypot.
 */
export function FormMachinery({
  kind,
  idPrefix,
  honeypot,
}: {
  kind: FormKind;
  idPrefix: string;
  honeypot: Ref<HTMLInputElement>;
}) {
  return (
    <>
      <input type="hidden" name={FORM_FIELD} value={kind} />
      <input type="hidden" name={STAMP_FIELD} value={formStamp()} />
      <HoneypotField id={`${idPrefix}-website`} name={HONEYPOT_FIELD} inputRef={honeypot} />
    </>
  );
}

/**
 * The outcome of a post the browser sent by itself (no script ran), shown in
 * the form: with script, the same outcomes are notices.
 */
export function FormResult({
  result,
  tone = "light",
  className = "",
}: {
  result: { sent: boolean; message: string } | null | undefined;
  tone?: "light" | "dark";
  className?: string;
}) {
  if (!result) return null;
  const colours = result.sent
    ? tone === "dark"
      ? "border-emerald-300/40 bg-emerald-300/10 text-emerald-100"
      : "border-emerald-600/30 bg-emerald-50 text-emerald-900"
    : tone === "dark"
      ? "border-rose-300/40 bg-rose-300/10 text-rose-100"
      : "border-rose-600/30 bg-rose-50 text-rose-900";
  return (
    <p
      role={result.sent ? "status" : "alert"}
      data-form-result={result.sent ? "sent" : "refused"}
      className={`rounded-xl border px-4 py-3 text-sm font-medium ${colours} ${className}`}
    >
      {result.message}
    </p>
  );
}
