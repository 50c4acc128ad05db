import { statusLabel } from "~/content/admin/enquiry-statuses";

const tones: Record<string, string> = {
  new: "bg-accent-300/40 text-ink-900 ring-accent-400",
  open: "bg-brand-100 text-brand-700 ring-brand-300",
  replied: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  closed: "bg-ink-100 text-ink-700 ring-ink-200",
  spam: "bg-rose-50 text-rose-800 ring-rose-200",
  pending: "bg-amber-50 text-amber-900 ring-amber-200",
  approved: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  rejected: "bg-ink-100 text-ink-700 ring-ink-200",
  confirmed: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  unsubscribed: "bg-ink-100 text-ink-700 ring-ink-200",
  expired: "bg-ink-100 text-ink-700 ring-ink-200",
};

/** A status as a small labelled pill; the word carries the meaning, the colour only helps. */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ring-1 ${tones[status] ?? tones.closed}`}
    >
      {label ?? statusLabel(status)}
    </span>
  );
}

/** The mark of an enquiry or comment kept without a captcha check. */
export function UnverifiedBadge({ label, hint }: { label: string; hint: string }) {
  return (
    <span
      title={hint}
      className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-bold text-amber-900 ring-1 ring-amber-300"
    >
      <span aria-hidden="true">⚠</span>
      {label}
    </span>
  );
}
