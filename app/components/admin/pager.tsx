import { Link } from "react-router";
import { consoleCopy } from "~/content/admin/console";

/** Previous / next links for a paged list, keeping the rest of the address's query. */
export function Pager({
  page,
  pageCount,
  search,
}: {
  page: number;
  pageCount: number;
  search: URLSearchParams;
}) {
  if (pageCount <= 1) return null;
  const to = (n: number) => {
    const next = new URLSearchParams(search);
    if (n > 1) next.set("page", String(n));
    else next.delete("page");
    const query = next.toString();
    return query ? `?${query}` : ".";
  };
  const linkClass =
    "inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-brand-700 ring-1 ring-ink-200 hover:bg-white";
  return (
    <nav
      aria-label={consoleCopy.pager.label}
      className="flex flex-wrap items-center justify-between gap-3"
    >
      {page > 1 ? (
        <Link to={to(page - 1)} rel="prev" className={linkClass}>
          {consoleCopy.pager.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-ink-600">{consoleCopy.pager.pageOf(page, pageCount)}</p>
      {page < pageCount ? (
        <Link to={to(page + 1)} rel="next" className={linkClass}>
          {consoleCopy.pager.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
