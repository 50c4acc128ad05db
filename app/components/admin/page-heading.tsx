import * as lucide from "lucide";
import { Link } from "react-router";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { adminStyles } from "./styles";

const ArrowLeft = lucideIcon(lucide.ArrowLeft);

/** A console page's title, a line about it, and its page-wide actions. */
export function PageHeading({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight text-ink-900 sm:text-3xl">{title}</h1>
        {description && <p className="mt-1 text-ink-600">{description}</p>}
      </div>
      {children && <div className="flex flex-wrap gap-3">{children}</div>}
    </div>
  );
}

/** The link back to where a page was reached from, above its heading ('All enquiries'). */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className={`${adminStyles.link} inline-flex items-center gap-2 justify-self-start`}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
