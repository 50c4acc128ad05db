/** How the audit log names each action (server/admin/audit.ts). */
export const auditCopy = {
  title: "Audit log",
  description: "Who did what, and when. Kept by the server; nothing here can be changed.",
  empty: "Nothing has happened yet.",
  columns: {
    when: "When",
    who: "Who",
    what: "What",
    target: "On",
    detail: "Detail",
    ip: "Address",
  },
  actions: {
    "sign-in": "Signed in",
    "sign-in-failed": "Failed sign-in",
    "sign-out": "Signed out",
    "enquiry-status": "Changed an enquiry's status",
    "enquiry-note": "Added a note to an enquiry",
    "enquiry-export": "Exported enquiries",
    "comment-approved": "Approved a comment",
    "comment-rejected": "Rejected a comment",
    "comment-spam": "Marked a comment as spam",
    "comment-deleted": "Deleted a comment",
    "user-added": "Added a user",
    "user-disabled": "Disabled a user",
    "user-enabled": "Enabled a user",
    "user-password": "Changed a password",
  } as Record<string, string>,
  nobody: "unknown",
} as const;

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
