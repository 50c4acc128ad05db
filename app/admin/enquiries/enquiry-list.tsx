import { Link } from "react-router";
import { inboxCopy as copy } from "./enquiries-words";
import type { EnquirySummary } from "~/lib/admin/enquiries";
import { DateTime } from "~/components/admin/date-time";
import { StatusBadge, UnverifiedBadge } from "~/components/admin/status-badge";
import { adminStyles } from "~/components/admin/styles";

/** One page of the inbox: each enquiry a row that opens it. */
export function EnquiryList({ items }: { items: EnquirySummary[] }) {
  return (
    <ul className={`${adminStyles.flushCard} divide-y divide-ink-100`} aria-label={copy.title}>
      {items.map((e) => (
        <li key={e.id} className="relative grid gap-1 px-5 py-4 hover:bg-ink-50 sm:px-6">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={e.status} />
            {e.captcha === "unverified" && (
              <UnverifiedBadge label={copy.unverified} hint={copy.unverifiedHint} />
            )}
            <span className="ml-auto text-sm text-ink-500">
              <DateTime value={e.createdAt} />
            </span>
          </div>
          <p className="min-w-0 font-bold text-ink-900">
            <Link
              to={`/admin/enquiries/${e.id}`}
              className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none after:focus-visible:rounded-[var(--radius-card)] after:focus-visible:ring-3 after:focus-visible:ring-accent-400"
            >
              {e.name}
            </Link>{" "}
            <span className="font-normal break-all text-ink-600">&lt;{e.email}&gt;</span>
          </p>
          <p className="text-sm font-semibold text-ink-700">{e.subject}</p>
          <p className="line-clamp-2 text-ink-600">{e.message}</p>
        </li>
      ))}
    </ul>
  );
}
