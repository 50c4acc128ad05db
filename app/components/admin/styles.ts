/** Class lists the console's controls share, on the site's tokens (app/app.css). */
const surface =
  "rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] ring-1 ring-ink-100";

export const adminStyles = {
  card: `${surface} p-5 sm:p-6`,
  /**
   * A card whose rows or table reach its edges. Not `card` with `p-0`: two
   * paddings on one element are settled by the stylesheet's order, not the
   * class list's, and the card's won.
   */
  flushCard: surface,
  label: "text-sm font-semibold text-ink-800",
  input:
    "w-full rounded-xl border border-ink-200 bg-white px-4 py-2.5 text-base text-ink-900 placeholder:text-ink-500 focus:outline-none focus-visible:border-brand-600 focus-visible:ring-3 focus-visible:ring-brand-600/25",
  primaryButton:
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70",
  secondaryButton:
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-ink-900 ring-1 ring-ink-200 transition-colors hover:bg-ink-50 disabled:cursor-wait disabled:opacity-70",
  dangerButton:
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-rose-700 ring-1 ring-rose-200 transition-colors hover:bg-rose-50 disabled:cursor-wait disabled:opacity-70",
  /** An item's title linking to it in a list's row: a tap target of 28 px at least. */
  rowLink: "inline-block py-1 font-semibold text-ink-900 hover:text-brand-700",
  link: "font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700",
  error: "rounded-xl bg-rose-50 px-4 py-3 text-sm font-medium text-rose-800 ring-1 ring-rose-200",
  success:
    "rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200",
} as const;
