import { enquiryStatuses } from "~/content/admin/enquiry-statuses";
import { inboxCopy } from "./enquiries-words";
import type { EnquiryFilter } from "~/lib/admin/enquiries";
import { ListFilters } from "~/components/admin/list-filters";

/** The inbox's search, status filter and CSV export. */
export function EnquiryFilters({ filter }: { filter: EnquiryFilter }) {
  return (
    <ListFilters
      path="/admin/enquiries"
      searchId="inbox-q"
      filter={filter}
      statuses={enquiryStatuses}
      copy={inboxCopy}
    />
  );
}
