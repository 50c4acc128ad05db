import { Plus as plusShape } from "lucide";
import { Link } from "react-router";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { servicesCopy as copy } from "~/content/admin/services";
import { SERVICES_PATH, type ServiceRowView } from "~/lib/admin/services";
import { DateTime } from "./date-time";
import { EmptyState } from "./empty-state";
import { PageHeading } from "./page-heading";
import { StatusBadge } from "./status-badge";
import { adminStyles } from "./styles";

const Plus = lucideIcon(plusShape);

/**
 * The console's list of services, in the order the site shows them: each
 * linked by its title to its editor, with its address, its order and whether
 * it is shown.
 */
export function ServiceList({ items }: { items: ServiceRowView[] }) {
  return (
    <>
      <PageHeading title={copy.title} description={copy.description}>
        <Link to={`${SERVICES_PATH}/new`} className={adminStyles.primaryButton}>
          <Plus aria-hidden="true" className="size-4" />
          {copy.newItem}
        </Link>
      </PageHeading>
      {items.length === 0 ? (
        <EmptyState title={copy.empty} />
      ) : (
        <div className={`${adminStyles.card} overflow-x-auto p-0 sm:p-0`}>
          <table className="w-full text-left text-sm">
            <thead className="border-b border-ink-100 text-xs tracking-wide text-ink-600 uppercase">
              <tr>
                <th scope="col" className="px-3 py-3 font-semibold sm:px-5">
                  {copy.columns.title}
                </th>
                <th scope="col" className="px-3 py-3 font-semibold sm:px-5">
                  {copy.columns.order}
                </th>
                <th scope="col" className="px-3 py-3 font-semibold sm:px-5">
                  {copy.columns.shown}
                </th>
                {/* Phones: the title, the order and whether it shows fit; the date does not. */}
                <th scope="col" className="hidden px-3 py-3 font-semibold sm:table-cell sm:px-5">
                  {copy.columns.updated}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {items.map((item) => (
                <tr key={item.id} className="hover:bg-ink-50">
                  <td className="px-3 py-3 sm:px-5">
                    <Link
                      to={`${SERVICES_PATH}/${item.id}`}
                      className="font-semibold text-ink-900 hover:text-brand-700"
                    >
                      {item.title}
                    </Link>
                    {/* Phones: the title alone; the addresses would break mid-word. */}
                    <span className="hidden text-xs text-ink-600 sm:block">
                      /service/{item.id} · /services/{item.slug}
                    </span>
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
