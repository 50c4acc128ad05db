import type { EnquiryStatus } from "~/lib/admin/statuses";

/** An enquiry's statuses by name: the inbox's filter and actions, and every status badge. */
export const enquiryStatuses: { value: EnquiryStatus; label: string }[] = [
  { value: "new", label: "New" },
  { value: "open", label: "Open" },
  { value: "replied", label: "Replied" },
  { value: "closed", label: "Closed" },
  { value: "spam", label: "Spam" },
];

export const statusLabel = (status: string) =>
  enquiryStatuses.find((s) => s.value === status)?.label ?? status;
