import type { SubscriberStatus } from "~/lib/admin/statuses";

/** The subscriber list's words (/admin/subscribers). */
export const subscriberStatuses: { value: SubscriberStatus; label: string }[] = [
  { value: "confirmed", label: "Confirmed" },
  { value: "pending", label: "Pending" },
  { value: "unsubscribed", label: "Unsubscribed" },
  { value: "expired", label: "Expired" },
];

export const subscriberStatusLabel = (status: string) =>
  subscriberStatuses.find((s) => s.value === status)?.label ?? status;

export const subscribersCopy = {
  title: "Subscribers",
  description:
    "Newsletter sign-ups, newest first. Only confirmed addresses get the newsletter; pending ones expire after 7 days unconfirmed.",
  confirmedCount: (n: number) => `${n} confirmed ${n === 1 ? "subscriber" : "subscribers"}`,
  searchLabel: "Search e-mail addresses",
  searchButton: "Search",
  clearSearch: "Clear",
  filterLabel: "Status",
  all: "All",
  export: "Export CSV",
  count: (n: number) => `${n} ${n === 1 ? "address" : "addresses"}`,
  empty: "No subscribers match.",
  emptyAll: "No sign-ups yet. Addresses appear here as soon as a visitor subscribes in the footer.",
  signedUp: "Signed up",
  confirmedAt: "Confirmed",
  unsubscribedAt: "Unsubscribed",
  expiresAt: "Expires",
  beforeDoubleOptIn: "before double opt-in",
  unverified: "Captcha not verified",
  unverifiedHint:
    "Signed up without a captcha check (no JavaScript, or the check was unreachable).",
  remove: "Remove",
  removeLabel: (email: string) => `Remove ${email}`,
  confirmRemove: {
    heading: "Remove this subscriber?",
    text: (email: string) =>
      `${email} will be deleted for good, with its history. If they sign up again, they will have to confirm again. The audit log keeps that a subscriber was removed, not the address.`,
    button: "Remove for good",
    cancel: "Cancel",
  },
  removed: "Subscriber removed.",
  gone: "That subscriber no longer exists.",
} as const;
