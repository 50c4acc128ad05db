import { pricingCopy as copy } from "~/content/admin/pricing";
import { PRICING_PATH, type PlanRow } from "~/lib/admin/pricing";
import { OrderedList } from "./ordered-list";

/**
 * The console's list of pricing plans, in the order the home page shows them:
 * each linked by its title to its editor, with its price, its order and
 * whether it is shown.
 */
export function PricingList({ items }: { items: PlanRow[] }) {
  return (
    <OrderedList
      title={copy.title}
      description={copy.description}
      newItem={{ href: `${PRICING_PATH}/new`, label: copy.newItem }}
      empty={copy.empty}
      columns={copy.columns}
      shown={copy.shown}
      hidden={copy.hidden}
      rows={items.map((item) => ({
        ...item,
        href: `${PRICING_PATH}/${item.id}`,
        detail: item.popular ? `${item.price} · ${copy.popularBadge}` : item.price,
      }))}
    />
  );
}
