import { Plus as plusShape } from "lucide";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { DateTime } from "./date-time";
import { EmptyState } from "./empty-state";
import { PageHeading } from "./page-heading";
import { StatusBadge } from "./status-badge";
import { adminStyles } from "./styles";

const Plus = lucideIcon(plusShape);

/** A row: the item linked by its title to its editor, with its order and whether it shows. */
export interface OrderedRow {
  id: string | number;
  href: string;
  title: string;
  /** A line below the title (a price, an address, a role). */
  detail?: ReactNode;
  /** The detail from the small breakpoint on only (an address would break mid-word on a phone). */
  detailFromSm?: boolean;
  /** With `pictures`: the item's picture, or none yet. */
  picture?: string | null;
  position: number;
  visible: boolean;
  updatedAt: string;
}

/**
 * The console's list of a collection the agency orders and can hide (services,
 * pricing plans, team members, testimonials, partners), in the order the site
 * shows it, with 'New …' above it.
 */
export function OrderedList({
  title,
  description,
  newItem,
  empty,
  columns,
  shown,
  hidden,
  pictures = false,
  rows,
}: {
  title: string;
  description: string;
  newItem: { href: string; label: string };
  empty: string;
  columns: { title: string; order: string; shown: string; updated: string };
  /** The badge's words. */
  shown: string;
  hidden: string;
  /** A thumbnail before each title, from the small breakpoint on. */
  pictures?: boolean;
  rows: readonly OrderedRow[];
}) {
  return (
    <>
      <PageHeading title={title} description={description}>
        <Link to={newItem.href} className={adminStyles.primaryButton}>
          <Plus aria-hidden="true" className="size-4" />
          {newItem.label}
        </Link>
      </PageHeading>
      {rows.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <div className={`${adminStyles.flushCard} overflow-x-auto`}>
          <table className="w-full text-left text-sm">
            <thead className="border-b border-ink-100 text-xs tracking-wide text-ink-600 uppercase">
              <tr>
                <th scope="col" className="px-3 py-3 font-semibold sm:px-5">
                  {columns.title}
                </th>
                <th scope="col" className="px-3 py-3 font-semibold sm:px-5">
                  {columns.order}
                </th>
                <th scope="col" className="px-3 py-3 font-semibold sm:px-5">
                  {columns.shown}
                </th>
                {/* Phones: the title, the order and whether it shows fit; the date does not. */}
                <th scope="col" className="hidden px-3 py-3 font-semibold sm:table-cell sm:px-5">
                  {columns.updated}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {rows.map((row) => (
                <tr key={row.id} className="hover:bg-ink-50">
                  <td className="px-3 py-3 sm:px-5">
                    {pictures ? (
                      <div className="flex items-center gap-3">
                        {row.picture ? (
                          <img
                            src={row.picture}
                            alt=""
                            width={40}
                            height={40}
                            loading="lazy"
                            className="hidden size-10 shrink-0 rounded-lg bg-ink-50 object-contain ring-1 ring-ink-100 sm:block"
                          />
                        ) : (
                          <span className="hidden size-10 shrink-0 rounded-lg bg-ink-100 sm:block" />
                        )}
                        <span className="min-w-0">
                          <RowTitle row={row} />
                        </span>
                      </div>
                    ) : (
                      <RowTitle row={row} />
                    )}
                  </td>
                  <td className="px-3 py-3 text-ink-700 tabular-nums sm:px-5">{row.position}</td>
                  <td className="px-3 py-3 sm:px-5">
                    <StatusBadge
                      status={row.visible ? "approved" : "closed"}
                      label={row.visible ? shown : hidden}
                    />
                  </td>
                  <td className="hidden px-5 py-3 whitespace-nowrap text-ink-700 sm:table-cell">
                    <DateTime value={row.updatedAt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

function RowTitle({ row }: { row: OrderedRow }) {
  return (
    <>
      <Link to={row.href} className={adminStyles.rowLink}>
        {row.title}
      </Link>
      {row.detail && (
        <span className={`${row.detailFromSm ? "hidden sm:block" : "block"} text-xs text-ink-600`}>
          {row.detail}
        </span>
      )}
    </>
  );
}
