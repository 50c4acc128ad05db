import { Plus as plusShape } from "lucide";
import { Link } from "react-router";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { pricingCopy as copy } from "~/content/admin/pricing";
import { PRICING_PATH, type PlanRow } from "~/lib/admin/pricing";
import { DateTime } from "./date-time";
import { EmptyState } from "./empty-state";
import { PageHeading } from "./page-heading";
import { StatusBadge } from "./status-badge";
import { adminStyles } from "./styles";

const Plus = lucideIcon(plusShape);

/**
 * The console's list of pricing plans, in the order the home page shows them:
 * each linked by its title to its editor, with its price, its order and
 * whether it is shown.
 */
export function PricingList({ items }: { items: PlanRow[] }) {
  return (
    <>
      <PageHeading title={copy.title} description={copy.description}>
        <Link to={`${PRICING_PATH}/new`} className={adminStyles.primaryButton}>
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
                {/* Phones: the title (with its price), the order and whether it shows fit; the date does not. */}
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
                      to={`${PRICING_PATH}/${item.id}`}
                      className="font-semibold text-ink-900 hover:text-brand-700"
                    >
                      {item.title}
                    </Link>
                    <span className="block text-xs text-ink-600">
                      {item.price}
                      {item.popular && ` · ${copy.popularBadge}`}
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
