import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { Form, Link } from "react-router";
import { adminStyles } from "./styles";

const Download = lucideIcon(lucide.Download);
const Search = lucideIcon(lucide.Search);

export interface ListFiltersCopy {
  searchLabel: string;
  searchButton: string;
  clearSearch: string;
  filterLabel: string;
  all: string;
  export: string;
}

/** A filter's link: the current one filled in. */
export const chip = (active: boolean) =>
  `inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 transition-colors ${
    active
      ? "bg-ink-900 text-white ring-ink-900"
      : "bg-white text-ink-700 ring-ink-200 hover:bg-ink-100"
  }`;

/**
 * A console list's search (a GET form), its status filter (links) and the CSV
 * export of both (a POST to `<path>/export`): the inbox and the subscribers.
 */
export function ListFilters({
  path,
  searchId,
  filter,
  statuses,
  copy,
}: {
  path: string;
  searchId: string;
  filter: { q: string; status: string | null };
  statuses: readonly { value: string; label: string }[];
  copy: ListFiltersCopy;
}) {
  const href = (q: string, status: string | null) => {
    const query = new URLSearchParams();
    if (q) query.set("q", q);
    if (status) query.set("status", status);
    const text = query.toString();
    return text ? `${path}?${text}` : path;
  };
  return (
    <div className={`${adminStyles.card} grid gap-4`}>
      <Form method="get" action={path} role="search" className="flex flex-wrap items-end gap-3">
        {filter.status && <input type="hidden" name="status" value={filter.status} />}
        <div className="grid min-w-0 flex-1 basis-64 gap-2">
          <label htmlFor={searchId} className={adminStyles.label}>
            {copy.searchLabel}
          </label>
          <input
            id={searchId}
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
          <Link to={href("", filter.status)} className={adminStyles.secondaryButton}>
            {copy.clearSearch}
          </Link>
        )}
      </Form>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label={copy.filterLabel}>
          <ul className="flex flex-wrap gap-2">
            {[{ value: null, label: copy.all }, ...statuses].map((s) => (
              <li key={s.value ?? "all"}>
                <Link
                  to={href(filter.q, s.value)}
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
        <Form method="post" action={`${path}/export`} reloadDocument>
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
