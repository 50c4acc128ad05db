import { Plus as plusShape } from "lucide";
import { Link } from "react-router";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { peopleCopy as copy } from "~/content/admin/people";
import { PEOPLE_PATHS, type PeopleKind, type PersonRow } from "~/lib/admin/people";
import { DateTime } from "./date-time";
import { EmptyState } from "./empty-state";
import { PageHeading } from "./page-heading";
import { StatusBadge } from "./status-badge";
import { adminStyles } from "./styles";

const Plus = lucideIcon(plusShape);

/**
 * The console's list of testimonials, team members or partners, in the order
 * the site shows them: each linked by name to its editor, with its order and
 * whether it is shown.
 */
export function PeopleList({ kind, items }: { kind: PeopleKind; items: PersonRow[] }) {
  const base = PEOPLE_PATHS[kind];
  return (
    <>
      <PageHeading title={copy.titles[kind]} description={copy.descriptions[kind]}>
        <Link to={`${base}/new`} className={adminStyles.primaryButton}>
          <Plus aria-hidden="true" className="size-4" />
          {copy.newItem[kind]}
        </Link>
      </PageHeading>
      {items.length === 0 ? (
        <EmptyState title={copy.empty[kind]} />
      ) : (
        <div className={`${adminStyles.card} overflow-x-auto p-0 sm:p-0`}>
          <table className="w-full text-left text-sm">
            <thead className="border-b border-ink-100 text-xs tracking-wide text-ink-600 uppercase">
              <tr>
                <th scope="col" className="px-3 py-3 font-semibold sm:px-5">
                  {copy.columns.name}
                </th>
                <th scope="col" className="px-3 py-3 font-semibold sm:px-5">
                  {copy.columns.order}
                </th>
                <th scope="col" className="px-3 py-3 font-semibold sm:px-5">
                  {copy.columns.shown}
                </th>
                {/* Phones: the name, the order and whether it shows fit; the picture and the date do not. */}
                <th scope="col" className="hidden px-3 py-3 font-semibold sm:table-cell sm:px-5">
                  {copy.columns.updated}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {items.map((item) => (
                <tr key={item.id} className="hover:bg-ink-50">
                  <td className="px-3 py-3 sm:px-5">
                    <div className="flex items-center gap-3">
                      {item.photo ? (
                        <img
                          src={item.photo}
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
                        <Link
                          to={`${base}/${item.id}`}
                          className="font-semibold text-ink-900 hover:text-brand-700"
                        >
                          {item.name}
                        </Link>
                        {item.detail && (
                          <span className="block text-xs text-ink-600">{item.detail}</span>
                        )}
                      </span>
                    </div>
                  </td>
                  <td className="px-3 py-3 text-ink-700 tabular-nums sm:px-5">{item.position}</td>
                  <td className="px-3 py-3 sm:px-5">
                    <StatusBadge
                      status={item.visible ? "approved" : "closed"}
                      label={item.visible ? copy.shown : copy.hidden}
                    />
                  </td>
                  <td className="hidden px-5 py-3 whitespace-nowrap text-ink-700 sm:table-cell">
                    <DateTime value={item.updatedAt} />
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
