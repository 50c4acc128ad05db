import type { WebhookFormat } from "./integrations";

/** The console's words for lead alerts (/admin/integrations, owners) and the alerts' own words. */
export const integrationsCopy = {
  title: "Integrations",
  description:
    "Lead alerts: each new enquiry is sent to your own system, Slack or Teams as it arrives.",
  addHeading: "Add a webhook",
  addIntro:
    "Each new enquiry is posted to this address as it arrives, signed with the secret so the receiver can tell it came from this site. Only https addresses on the public internet are accepted.",
  fields: {
    url: "URL",
    urlHint: "The address to post to, starting with https://.",
    secret: "Secret",
    secretHint:
      "Signs each delivery (the Genesis-Signature header). Leave it empty and a random one is made for you; you can read it below at any time.",
    format: "Format",
    formatHint:
      "JSON for your own system (signed, with every field); Slack or Teams for an incoming webhook of a channel.",
  },
  formats: { json: "JSON", slack: "Slack", teams: "Teams" } satisfies Record<WebhookFormat, string>,
  add: "Add webhook",
  listHeading: "Webhooks",
  empty: "No webhooks yet. Add one above and each new enquiry is sent to it.",
  active: "Active",
  paused: "Paused",
  pausedFailing: "Paused: failed for a day",
  pausedSince: "Paused since",
  failingSince: "Failing since",
  failingHint:
    "Every attempt has failed since then. After a whole day of failures the webhook is paused on its own.",
  pausedFailingHint:
    "Every attempt failed for a whole day, so it was paused. Deliveries waiting then were not sent. Check the address and the receiver, then resume it.",
  added: "Added",
  showSecret: "Show the secret",
  sendTest: "Send a test",
  pause: "Pause",
  resume: "Resume",
  remove: "Delete",
  actionLabel: (action: string, host: string) => `${action}: webhook to ${host}`,
  deliveries: "Deliveries",
  deliveriesIntro: (n: number) => `The last ${n} deliveries, newest first.`,
  noDeliveries: "Nothing sent yet. 'Send a test' sends one now.",
  columns: {
    time: "Time",
    event: "Event",
    state: "Result",
    status: "Status code",
    duration: "Answer time",
    attempts: "Attempts",
    error: "Error",
  },
  events: { "enquiry.created": "New enquiry", test: "Test" } as Record<string, string>,
  states: { pending: "Waiting", delivered: "Delivered", failed: "Not sent" } as Record<
    string,
    string
  >,
  retrying: "Retrying",
  milliseconds: (ms: number) => `${ms} ms`,
  attemptCount: (n: number) => `${n} ${n === 1 ? "attempt" : "attempts"}`,
  /** A phone's line under the result: the status code and the answer time. */
  answer: (code: number, ms: number | null) => (ms === null ? `${code}` : `${code} · ${ms} ms`),
  none: "—",
  done: {
    added: "Webhook added. New enquiries are sent to it from now on.",
    test: "A test is on its way; it appears under Deliveries.",
    paused: "Webhook paused. Nothing is sent to it until you resume it.",
    resumed: "Webhook resumed. New enquiries are sent to it again.",
    deleted: "Webhook deleted, with its deliveries.",
  } as Record<string, string>,
  missing: "This webhook no longer exists.",
  errors: {
    urlRequired: "Enter the address to post to.",
    malformed: "Enter a whole address, such as https://hooks.example.com/genesis.",
    notHttps:
      "Use an https:// address. Plain http is only for hosts in WEBHOOK_ALLOW_HOSTS (the server's settings).",
    private:
      "This address leads to a private, loopback or link-local network, which webhooks may not reach. Only hosts in WEBHOOK_ALLOW_HOSTS may.",
    unresolvable: "This host could not be found. Check the address.",
    secret: "Use 16 to 200 characters without spaces, or leave it empty for a random one.",
    format: "Choose JSON, Slack or Teams.",
  },
} as const;

/** The overview's notice of webhooks paused after a day of failures (/admin). */
export const pausedAlertsCopy = {
  heading: "Lead alerts are paused",
  text: (hosts: string[]) =>
    `${hosts.length === 1 ? "The webhook to" : "The webhooks to"} ${hosts.join(", ")} failed for a whole day and ${hosts.length === 1 ? "was" : "were"} paused: new enquiries are not sent there. They are still in the inbox.`,
  open: "Check and resume it in Integrations",
  askOwner: "An owner can check and resume it under Integrations.",
} as const;

/** The errors a delivery's log records (server/webhooks/webhook-delivery.ts), kept with the row. */
export const deliveryLogCopy = {
  givenUp: {
    paused: "Not sent: the webhook was paused",
    failing: "Not sent: the webhook was paused after failing for a day",
    deleted: "Not sent: the webhook was deleted",
    testWhilePaused: "Not retried: the webhook is paused",
  },
  failures: {
    status: (code: number, message: string) => `HTTP ${code}${message ? ` ${message}` : ""}`,
    refused: (reason: string) => `Refused: ${reason}`,
    timeout: (seconds: number) => `No answer within ${seconds} s`,
    noConnection: (code: string) => `No connection (${code})`,
  },
} as const;

/** What the alerts themselves say in Slack and Teams (server/webhooks/lead-alert-bodies.ts). */
export const alertCopy = {
  newEnquiry: "New enquiry",
  test: "Test alert from the Genesis console",
  summary: (name: string, subject: string) => `New enquiry from ${name}: ${subject}`,
  testSummary: "A test of this webhook, sent from the Genesis console. Nothing to do.",
  name: "Name",
  email: "Email",
  phone: "Phone",
  subject: "Subject",
  open: "Open in the console",
  none: "—",
  /** The made-up enquiry a test carries. */
  sample: {
    name: "Test Person",
    email: "test.person@example.com",
    phone: "+1 307 555 0100",
    subject: "Testing lead alerts",
    message: "This is a test from the Genesis console. No visitor sent it.",
  },
} as const;
