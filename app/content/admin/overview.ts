/** The overview's words (/admin). */
export const overviewCopy = {
  title: "Overview",
  description: "What needs you today.",
  newEnquiries: "New enquiries",
  pendingComments: "Comments awaiting review",
  openInbox: "Open the inbox",
  openQueue: "Review comments",
  recent: "Recent changes",
  allChanges: "The whole audit log",
  nothingRecent: "No changes yet.",
  visitors: "Visitors in the last 7 days",
  conversion: "Enquiries per visitor, last 7 days",
  openAnalytics: "Open analytics",
} as const;

/** The overview's chart of where enquiries came from. */
export const leadSourcesCopy = {
  heading: "Where enquiries came from",
  description:
    "Enquiries per week by source, spam left out: the campaign's utm_source, else the site that linked to the page, else Direct.",
  empty: "No enquiries in the last eight weeks.",
  summary: (total: number, top: string | null) =>
    `${total} ${total === 1 ? "enquiry" : "enquiries"} in the last eight weeks${top ? `, most from ${top}` : ""}.`,
  table: "Show the numbers",
  week: "Week of",
  total: "Total",
  names: {
    direct: "Direct",
    unknown: "Not recorded",
    other: "Other sources",
  } as Record<string, string>,
};
