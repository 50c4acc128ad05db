import { servicesCopy as copy } from "~/content/admin/services";
import { SERVICES_PATH, type ServiceRowView } from "~/lib/admin/services";
import { OrderedList } from "./ordered-list";

/**
 * The console's list of services, in the order the site shows them: each
 * linked by its title to its editor, with its addresses, its order and whether
 * it is shown.
 */
export function ServiceList({ items }: { items: ServiceRowView[] }) {
  return (
    <OrderedList
      title={copy.title}
      description={copy.description}
      newItem={{ href: `${SERVICES_PATH}/new`, label: copy.newItem }}
      empty={copy.empty}
      columns={copy.columns}
      shown={copy.shown}
      hidden={copy.hidden}
      rows={items.map((item) => ({
        ...item,
        href: `${SERVICES_PATH}/${item.id}`,
        detail: `/service/${item.id} · /services/${item.slug}`,
        detailFromSm: true,
      }))}
    />
  );
}
