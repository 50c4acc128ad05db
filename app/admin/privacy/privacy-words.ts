import type { RetentionKind } from "~/lib/admin/privacy";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The privacy requests' words (/admin/privacy). */
export const privacyCopy = {
  title: "Privacy requests",
  description:
    "Find everything the site stores about an e-mail address, download it, or erase it: a visitor's requests for access (GDPR article 15) and erasure (article 17).",
  find: {
    heading: "Find a person's data",
    email: "Email",
    hint: "Upper or lower case makes no difference. The address is not kept anywhere, the audit log included.",
    submit: "Find",
  },
  errors: {
    email: "Enter the e-mail address to look for, like name@example.com.",
    confirmMismatch: "This is not the same address. Type the address above again to erase.",
  },
  nothing: (address: string) => `Nothing is stored about ${address}.`,
  found: {
    heading: (address: string) => `Stored about ${address}`,
    total: (n: number) => plural(n, "row", "rows"),
    rows: (n: number) => plural(n, "row", "rows"),
    cleared: "Kept: the staff's record of what was done. Erasing clears their details.",
    uploads: "Uploads: none. Visitors cannot upload files on this site.",
    staff:
      "Console accounts and the audit log's entries by staff are staff records and are not searched here.",
  },
  tables: {
    contact_enquiries: "Enquiries",
    enquiry_events: "Enquiry history and notes",
    blog_comments: "Comments",
    newsletter_subscriptions: "Newsletter subscription",
    mail_outbox: "E-mails and lead alerts to or about them",
    webhook_deliveries: "Lead alert deliveries",
    analytics_views: "Pages read on the days they sent enquiries",
    idempotency_keys: "Duplicate-submission keys",
    audit_log: "Audit entries about these rows",
  } as Record<string, string>,
  fields: {
    created_at: "Date",
    name: "Name",
    subject: "Subject",
    status: "Status",
    kind: "Kind",
    to_status: "New status",
    actor_email: "By",
    post_slug: "Post",
    confirmed_at: "Confirmed",
    scope: "Form",
    action: "Action",
    event: "Event",
    state: "State",
    status_code: "Answer",
    viewed_at: "Viewed",
    path: "Page",
  } as Record<string, string>,
  download: {
    heading: "Download",
    text: "Everything above as one JSON file, every row as stored, to send to the person who asked.",
    submit: "Download JSON",
  },
  erase: {
    heading: "Erase",
    text: "Deletes everything above for good, in one step, and drops the pages that showed their comments. The audit log records that an erasure was made and how many rows it removed, not the address.",
    confirm: "Confirm address",
    confirmHint: "Type the address again.",
    submit: "Erase everything",
  },
  erased: (rows: number, tables: number) =>
    `Erased ${plural(rows, "row", "rows")} from ${plural(tables, "table", "tables")}.`,
  erasedNothing: "Nothing was stored about that address any more; nothing was erased.",
  retention: {
    heading: "Retention",
    text: "Records older than their period are deleted every hour. The periods are set with the RETENTION_*_DAYS variables; spam's 30 days are fixed (docs/privacy.md).",
    kind: "Record",
    period: "Kept for",
    days: (n: number) => (n > 0 ? plural(n, "day", "days") : "Until erased"),
    kinds: {
      enquiries: "Enquiries, with their history and e-mails",
      spam: "Spam enquiries and comments, from when they were filed",
      unconfirmedSubscribers: "Newsletter sign-ups never confirmed",
      sentEmails: "E-mails already sent",
      notFoundLog: "404 log entries, from their last request",
      analytics: "Page views counted for the site's analytics, from the day they were counted",
    } satisfies Record<RetentionKind, string>,
  },
} as const;
