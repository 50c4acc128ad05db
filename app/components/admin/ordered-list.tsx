import * as lucide from "lucide";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { cellStyles, DataTable, RowTitle } from "./data-table";
import { DateTime } from "./date-time";
import { EmptyState } from "./empty-state";
import { PageHeading } from "./page-heading";
import { StatusBadge } from "./status-badge";
import { TranslatedCounts } from "./translated-counts";
import { adminStyles } from "./styles";
import type { TranslationProgress } from "~/lib/admin/languages";

const Plus = lucideIcon(lucide.Plus);

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
  /** How much of it each other language has. */
  translations?: readonly TranslationProgress[];
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
        <DataTable
          columns={[
            { label: columns.title },
            { label: columns.order },
            { label: columns.shown },
            // Phones: the title, the order and whether it shows fit; the date does not.
            { label: columns.updated, wide: true },
          ]}
        >
          {rows.map((row) => (
            <tr key={row.id} className={cellStyles.row}>
              <td className={cellStyles.cell}>
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
                      <RowTitle {...row} />
                      <TranslatedCounts translations={row.translations} />
                    </span>
                  </div>
                ) : (
                  <>
                    <RowTitle {...row} />
                    <TranslatedCounts translations={row.translations} />
                  </>
                )}
              </td>
              <td className={`${cellStyles.cell} text-ink-700 tabular-nums`}>{row.position}</td>
              <td className={cellStyles.cell}>
                <StatusBadge
                  status={row.visible ? "approved" : "closed"}
                  label={row.visible ? shown : hidden}
                />
              </td>
              <td className={`${cellStyles.wide} whitespace-nowrap text-ink-700`}>
                <DateTime value={row.updatedAt} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}
