import { subscriberStatuses, subscribersCopy } from "./subscribers-words";
import type { SubscriberFilter } from "~/lib/admin/subscribers";
import { ListFilters } from "~/components/admin/list-filters";

/** The subscriber list's search, status filter and CSV export. */
export function SubscriberFilters({ filter }: { filter: SubscriberFilter }) {
  return (
    <ListFilters
      path="/admin/subscribers"
      searchId="subscribers-q"
      filter={filter}
      statuses={subscriberStatuses}
      copy={subscribersCopy}
    />
  );
}
