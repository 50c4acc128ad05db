import type { EnquiryStatus } from "~/lib/admin/statuses";

/** The inbox's words (/admin/enquiries). */
export const enquiryStatuses: { value: EnquiryStatus; label: string }[] = [
  { value: "new", label: "New" },
  { value: "open", label: "Open" },
  { value: "replied", label: "Replied" },
  { value: "closed", label: "Closed" },
  { value: "spam", label: "Spam" },
];

export const statusLabel = (status: string) =>
  enquiryStatuses.find((s) => s.value === status)?.label ?? status;

export const inboxCopy = {
  title: "Enquiries",
  description: "What visitors sent through the site's forms, newest first.",
  searchLabel: "Search name, e-mail and message",
  searchButton: "Search",
  clearSearch: "Clear",
  filterLabel: "Status",
  all: "All",
  export: "Export CSV",
  exporting: "Preparing…",
  count: (n: number) => `${n} ${n === 1 ? "enquiry" : "enquiries"}`,
  empty: "No enquiries match.",
  emptyAll: "No enquiries yet. They appear here as soon as a visitor sends one.",
  unverified: "Captcha not verified",
  unverifiedHint:
    "Sent without a captcha check (no JavaScript, or the check was unreachable): review by hand.",
  columns: {
    received: "Received",
    from: "From",
    subject: "Subject",
    status: "Status",
    message: "Message",
  },
  pagination: "Pages",
  previous: "Previous",
  next: "Next",
  pageOf: (page: number, count: number) => `Page ${page} of ${count}`,
  deleted: "Enquiry deleted, with its notes, history and notification e-mail.",
};

export const enquiryCopy = {
  back: "All enquiries",
  received: "Received",
  name: "Name",
  email: "E-mail",
  phone: "Phone",
  subject: "Subject",
  message: "Message",
  captcha: "Captcha",
  source: "Sent from",
  sourceForms: {
    "get-in-touch": "Contact page form ('Get In Touch')",
    "talk-to-us": "Home page 'Talk to us' form",
    services: "Services contact block",
  } as Record<string, string>,
  sourceUnknown: "Not recorded (sent through the API, or before forms were told apart)",
  sourceOn: (form: string, page: string) => `${form} on ${page}`,
  // Where the visit began; each utm_* value is shown under its own name.
  landingPage: "Landing page",
  referrer: "Referrer",
  noReferrer: "None (typed in, a bookmark, or an app that sends no referrer)",
  captchaValues: { off: "Not configured", passed: "Passed", unverified: "Not verified" } as Record<
    string,
    string
  >,
  reply: "Reply by e-mail",
  replySubject: (subject: string) => `Re: your enquiry (${subject})`,
  replyHeadingTo: (name: string) => `Reply to ${name}`,
  replyHint: (email: string) =>
    `Sent to ${email} from the site's address; their answer comes back to you. Their message is quoted below yours.`,
  replyLabel: "Reply",
  replyButton: "Send reply",
  replySending: "Sending…",
  replySent: "Reply queued: it is sent within a minute, and its state shows in the history.",
  replyMissing: "Write the reply before sending it.",
  replyTooLong: (max: number) => `A reply is at most ${max} characters.`,
  replyQuoteLine: (name: string, sentAt: string) => `On ${sentAt.slice(0, 10)}, ${name} wrote:`,
  templatesLabel: "Start from a template",
  templatesManage: "Reply templates",
  replyEvent: "Replied",
  replyDelivery: {
    queued: "E-mail queued",
    retrying: (attempts: number) =>
      `Not sent yet: ${attempts} ${attempts === 1 ? "attempt" : "attempts"} failed, retrying`,
    sent: "E-mail sent",
    failed: "E-mail failed: answer by hand",
  },
  statusHeading: "Status",
  statusLabel: "Change the status",
  statusButton: "Save status",
  statusSaved: "Status saved.",
  noteHeading: "Internal note",
  noteLabel: "Note (only the team sees it)",
  noteButton: "Add note",
  noteSaved: "Note added.",
  noteMissing: "Write the note first.",
  noteTooLong: (max: number) => `A note is at most ${max} characters.`,
  saving: "Saving…",
  badStatus: "Choose one of the statuses.",
  historyHeading: "History",
  noHistory: "No changes or notes yet.",
  statusChange: (from: string, to: string) => `Status ${from} → ${to}`,
  by: "by",
  notificationHeading: "Notification e-mail",
  notification: {
    none: "No notification was sent (e-mail is not configured, or it was off when this arrived).",
    queued: "Queued: waiting to be sent.",
    retrying: (attempts: number) =>
      `Not sent yet: ${attempts} ${attempts === 1 ? "attempt" : "attempts"} failed, retrying.`,
    sent: "Sent",
    failed: (attempts: number) =>
      `Failed: the mail server refused it (${attempts} ${attempts === 1 ? "attempt" : "attempts"}). Answer this visitor by hand.`,
    lastError: "Last error",
    nextAttempt: "Next attempt",
  },
  // Owners alone, for privacy requests (docs/console.md, "Deleting an enquiry").
  remove: {
    heading: "Delete",
    text: "For a privacy request: deletes this enquiry for good, with everything tied to it.",
    link: "Delete",
    confirmHeading: "Delete this enquiry?",
    confirmText: (name: string) =>
      `The enquiry from ${name} will be deleted for good, with its notes, its history and its notification e-mail. This cannot be undone. The audit log keeps that an enquiry was deleted and its reference, not who sent it or what it said.`,
    button: "Delete for good",
    cancel: "Cancel",
  },
};

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
