import { peopleCopy as copy } from "~/content/admin/people";
import { PEOPLE_PATHS, type PeopleKind, type PersonRow } from "~/lib/admin/people";
import { OrderedList } from "./ordered-list";

/**
 * The console's list of testimonials, team members or partners, in the order
 * the site shows them: each linked by name to its editor, with its picture,
 * its order and whether it is shown.
 */
export function PeopleList({ kind, items }: { kind: PeopleKind; items: PersonRow[] }) {
  const base = PEOPLE_PATHS[kind];
  return (
    <OrderedList
      title={copy.titles[kind]}
      description={copy.descriptions[kind]}
      newItem={{ href: `${base}/new`, label: copy.newItem[kind] }}
      empty={copy.empty[kind]}
      columns={{ ...copy.columns, title: copy.columns.name }}
      shown={copy.shown}
      hidden={copy.hidden}
      pictures
      rows={items.map((item) => ({
        ...item,
        title: item.name,
        href: `${base}/${item.id}`,
        picture: item.photo,
      }))}
    />
  );
}
