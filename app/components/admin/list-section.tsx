import type { ReactNode } from "react";

/** A page's list under its own heading (the webhooks, the languages), named by it. */
export function ListSection({
  id,
  heading,
  children,
}: {
  /** The section's heading's id. */
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="text-xl font-bold text-ink-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}
