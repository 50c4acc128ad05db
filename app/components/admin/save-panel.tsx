import * as lucide from "lucide";
import type { ReactNode } from "react";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { adminStyles } from "./styles";

const ExternalLink = lucideIcon(lucide.ExternalLink);

/**
 * The side panel of an editor, the same in every one: what the editor puts
 * there (children: the order, the visibility, a date), then 'Save' with its
 * hint and, where the editor has one, a link to the public page. Beside the
 * form on wide screens; on a phone the children follow the form and 'Save'
 * stays at the foot of the screen while the form is on it (the panel's
 * children join the form's grid, so 'Save' sticks across the whole form).
 */
export function SavePanel({
  idPrefix,
  busy,
  label,
  hint,
  intent,
  view,
  children,
}: {
  /** The hint's id: `${idPrefix}-save-hint`. */
  idPrefix: string;
  /** A save under way: the button waits for it. */
  busy: boolean;
  label: string;
  hint?: string;
  /** The button's `intent`, where the form has several. */
  intent?: string;
  /** The public page the editor changes. */
  view?: { href: string; label: string };
  children?: ReactNode;
}) {
  const hintId = `${idPrefix}-save-hint`;
  return (
    <aside className="grid content-start gap-4 max-lg:contents lg:sticky lg:top-6 lg:self-start">
      {children && <div className={`${adminStyles.card} grid gap-4`}>{children}</div>}
      <div
        className={`${adminStyles.card} sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 rounded-b-none shadow-[0_-8px_24px_rgb(15_23_42/0.12)] sm:mx-0 sm:rounded-b-[var(--radius-card)] lg:static lg:grid lg:gap-4 lg:shadow-[var(--shadow-card)]`}
      >
        <button
          type="submit"
          name={intent ? "intent" : undefined}
          value={intent}
          disabled={busy}
          aria-describedby={hint ? hintId : undefined}
          className={`${adminStyles.primaryButton} flex-1 lg:flex-none`}
        >
          {label}
        </button>
        {hint && (
          <p id={hintId} className="text-xs text-ink-600 max-lg:sr-only">
            {hint}
          </p>
        )}
        {view && (
          <a
            href={view.href}
            target="_blank"
            rel="noopener"
            className={adminStyles.secondaryButton}
          >
            {view.label}
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        )}
      </div>
    </aside>
  );
}
