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
} as const;
