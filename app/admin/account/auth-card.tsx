import { consoleCopy } from "~/content/admin/console";

/**
 * The card of the signed-out pages (sign-in, its code step, forgotten
 * password, invitation and reset links): the console's name, a heading, a
 * line of introduction and the page's form.
 */
export function AuthCard({
  heading,
  intro,
  children,
}: {
  heading: string;
  intro?: string;
  children: React.ReactNode;
}) {
  return (
    <main id="console-main" className="bg-hero grid min-h-dvh place-items-center px-4 py-10">
      <div className="w-full max-w-md rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] sm:p-8">
        <p className="text-sm font-bold tracking-wide text-brand-700 uppercase">
          {consoleCopy.productName}
        </p>
        <h1 className="mt-2 text-2xl font-extrabold tracking-tight text-ink-900">{heading}</h1>
        {intro && <p className="mt-2 text-ink-600">{intro}</p>}
        {children}
      </div>
    </main>
  );
}
