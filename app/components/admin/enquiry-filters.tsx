import { Download, Search } from "lucide-react";
import { Form, Link } from "react-router";
import { enquiryStatuses, inboxCopy as copy } from "~/content/admin/enquiries";
import type { EnquiryFilter } from "~/lib/admin-context";
import { adminStyles } from "./styles";

function filterHref(filter: Omit<EnquiryFilter, "page">, status: string | null) {
  const query = new URLSearchParams();
  if (filter.q) query.set("q", filter.q);
  if (status) query.set("status", status);
  const text = query.toString();
  return text ? `/admin/enquiries?${text}` : "/admin/enquiries";
}

/** The inbox's search (a GET form), its status filter (links) and the CSV export of both. */
export function EnquiryFilters({ filter }: { filter: EnquiryFilter }) {
  const chip = (active: boolean) =>
    `inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 transition-colors ${
      active
        ? "bg-ink-900 text-white ring-ink-900"
        : "bg-white text-ink-700 ring-ink-200 hover:bg-ink-100"
    }`;
  return (
    <div className={`${adminStyles.card} grid gap-4`}>
      <Form
        method="get"
        action="/admin/enquiries"
        role="search"
        className="flex flex-wrap items-end gap-3"
      >
        {filter.status && <input type="hidden" name="status" value={filter.status} />}
        <div className="grid min-w-0 flex-1 basis-64 gap-2">
          <label htmlFor="inbox-q" className={adminStyles.label}>
            {copy.searchLabel}
          </label>
          <input
            id="inbox-q"
            name="q"
            type="search"
            defaultValue={filter.q}
            className={adminStyles.input}
          />
        </div>
        <button type="submit" className={adminStyles.primaryButton}>
          <Search aria-hidden="true" className="size-4" />
          {copy.searchButton}
        </button>
        {filter.q && (
          <Link
            to={filterHref({ q: "", status: filter.status }, filter.status)}
            className={adminStyles.secondaryButton}
          >
            {copy.clearSearch}
          </Link>
        )}
      </Form>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label={copy.filterLabel}>
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link
                to={filterHref(filter, null)}
                aria-current={filter.status === null ? "page" : undefined}
                className={chip(filter.status === null)}
              >
                {copy.all}
              </Link>
            </li>
            {enquiryStatuses.map((s) => (
              <li key={s.value}>
                <Link
                  to={filterHref(filter, s.value)}
                  aria-current={filter.status === s.value ? "page" : undefined}
                  className={chip(filter.status === s.value)}
                >
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* A download, so the browser posts it itself rather than through the router. */}
        <Form method="post" action="/admin/enquiries/export" reloadDocument>
          <input type="hidden" name="q" value={filter.q} />
          <input type="hidden" name="status" value={filter.status ?? ""} />
          <button type="submit" className={adminStyles.secondaryButton}>
            <Download aria-hidden="true" className="size-4" />
            {copy.export}
          </button>
        </Form>
      </div>
    </div>
  );
}
