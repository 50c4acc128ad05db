import { STORED_ENQUIRY_FIELDS, type StoredEnquiry } from "../db/enquiries.ts";
import type { NotificationState } from "../db/enquiry-notifications.ts";
import { escapeInvisibleInJson, revealInvisible } from "../security/visible-text.ts";
import { toCsv } from "./csv.ts";
import { textTable } from "./text-table.ts";

/** The operator CLI's three views of the stored enquiries. */
export type Format = "table" | "json" | "csv";

/** Each enquiry's notification e-mail by enquiry id; none when e-mail was off. */
export type Notifications = ReadonlyMap<string, NotificationState>;

export function formatEnquiries(
  enquiries: StoredEnquiry[],
  format: Format,
  notifications: Notifications = new Map(),
): string {
  const notification = (e: StoredEnquiry) => notifications.get(e.id) ?? null;
  if (format === "json") {
    return `${escapeInvisibleInJson(
      JSON.stringify(
        enquiries.map((e) => ({
          ...Object.fromEntries(STORED_ENQUIRY_FIELDS.map((field) => [field, e[field]])),
          notification: notification(e),
        })),
        null,
        2,
      ),
    )}\n`;
  }
  if (format === "csv") {
    return toCsv([
      // The documented columns first; the page's language (decision 049) after them.
      [...STORED_ENQUIRY_FIELDS, "notification", "notificationError", "language"],
      ...enquiries.map((e) => [
        ...STORED_ENQUIRY_FIELDS.map((field) => String(e[field])),
        notification(e)?.status ?? "",
        notification(e)?.error ?? "",
        e.source?.language ?? "",
      ]),
    ]);
  }
  if (enquiries.length === 0) return "No enquiries yet.\n";
  const table = textTable(
    [
      { header: "Received (UTC)", maxWidth: 16 },
      { header: "Name", maxWidth: 24 },
      { header: "Email", maxWidth: 32 },
      { header: "Phone", maxWidth: 20 },
      { header: "Subject", maxWidth: 11 },
      { header: "Status", maxWidth: 8 },
      { header: "Captcha", maxWidth: 10 },
      { header: "E-mail", maxWidth: 12 },
      { header: "Message", maxWidth: 48 },
    ],
    enquiries.map((e) => [
      received(e),
      e.name,
      e.email,
      e.phone,
      e.subject,
      e.status,
      e.captcha,
      emailColumn(notification(e)),
      e.message,
    ]),
  );
  const count = `${enquiries.length} ${enquiries.length === 1 ? "enquiry" : "enquiries"}, newest first.`;
  const failed = enquiries.filter((e) => notification(e)?.status === "failed");
  const failures = failed.length
    ? [
        "",
        `The mail server refused the notification of ${failed.length === 1 ? "this enquiry" : "these enquiries"} for good; answer by hand:`,
        ...failed.map((e) =>
          revealInvisible(
            `  ${received(e)}  ${e.name} <${e.email}>: ${notification(e)!.error}`,
          ).replace(/[\p{Cc}\u2028\u2029]+/gu, " "),
        ),
      ]
    : [];
  return `${table}\n\n${count}\n${failures.map((line) => `${line}\n`).join("")}`;
}

const received = (e: StoredEnquiry) => e.createdAt.slice(0, 16).replace("T", " ");

/** sent · pending · retrying (n) · FAILED · off (e-mail was not configured). */
function emailColumn(state: NotificationState | null): string {
  if (!state) return "off";
  if (state.status === "failed") return "FAILED";
  if (state.status === "pending" && state.attempts > 0) return `retrying (${state.attempts})`;
  return state.status;
}
