import { OrderedList } from "~/components/admin/ordered-list";
import { collectionCopy as copy } from "./collection-copy";
import type { Collection, CollectionRow } from "./collection";

/**
 * The list of any declared kind, in the order the site shows it: each item
 * linked by its title to its editor, with the line under it, its picture
 * when the kind has one, its order and whether it is shown.
 */
export function CollectionList({
  collection,
  items,
}: {
  collection: Collection;
  items: readonly CollectionRow[];
}) {
  const { words, path } = collection;
  return (
    <OrderedList
      title={words.title}
      description={words.description}
      newItem={{ href: `${path}/new`, label: words.newItem }}
      empty={words.empty}
      columns={{ ...copy.columns, title: words.titleColumn }}
      shown={copy.shown}
      hidden={copy.hidden}
      pictures={Boolean(collection.list.picture)}
      rows={items.map((item) => ({
        ...item,
        href: `${path}/${item.id}`,
        detailFromSm: collection.list.detailFromSm,
      }))}
    />
  );
}
