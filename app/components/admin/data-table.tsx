import type { ReactNode } from "react";
import { Link } from "react-router";
import { adminStyles } from "./styles";

/** A column's heading; `wide`: shown from the small breakpoint on only (a phone has no room). */
export interface DataColumn {
  label: ReactNode;
  wide?: boolean;
}

/** The class lists of a table's cells: every cell, one shown on wide screens only, a row. */
export const cellStyles = {
  cell: "px-3 py-3 sm:px-5",
  wide: "hidden px-3 py-3 sm:table-cell sm:px-5",
  row: "hover:bg-ink-50",
} as const;

/**
 * The console's table of a list (items, revisions, collections): a card the
 * table scrolls in sideways on a phone, its headings in small capitals, a
 * line between rows. The rows are the children.
 */
export function DataTable({
  columns,
  caption,
  children,
}: {
  columns: readonly DataColumn[];
  /** Read by screen readers only. */
  caption?: string;
  children: ReactNode;
}) {
  return (
    <div className={`${adminStyles.flushCard} overflow-x-auto`}>
      <table className="w-full text-left text-sm">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="border-b border-ink-100 text-xs tracking-wide text-ink-600 uppercase">
          <tr>
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                className={`${column.wide ? cellStyles.wide : cellStyles.cell} font-semibold`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">{children}</tbody>
      </table>
    </div>
  );
}

/** A row's first cell's content: the item linked by its title, and a line under it. */
export function RowTitle({
  href,
  title,
  detail,
  detailFromSm = false,
}: {
  href: string;
  title: string;
  detail?: ReactNode;
  /** The line from the small breakpoint on only (an address would break mid-word on a phone). */
  detailFromSm?: boolean;
}) {
  return (
    <>
      <Link to={href} className={adminStyles.rowLink}>
        {title}
      </Link>
      {detail && (
        <span className={`${detailFromSm ? "hidden sm:block" : "block"} text-xs text-ink-600`}>
          {detail}
        </span>
      )}
    </>
  );
}
