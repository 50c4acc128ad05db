import type { StoredEnquiry } from "../db/enquiries.ts";
import { toCsv } from "./csv.ts";
import { textTable } from "./text-table.ts";

/** The operator CLI's three views of the stored enquiries. */
export type Format = "table" | "json" | "csv";

/** The fields of the architecture page, in its order, then the captcha outcome. */
export const ENQUIRY_FIELDS = [
  "id",
  "createdAt",
  "name",
  "email",
  "phone",
  "subject",
  "message",
  "status",
  "captcha",
] as const satisfies readonly (keyof StoredEnquiry)[];

export function formatEnquiries(enquiries: StoredEnquiry[], format: Format): string {
  if (format === "json") {
    return `${JSON.stringify(
      enquiries.map((e) => Object.fromEntries(ENQUIRY_FIELDS.map((field) => [field, e[field]]))),
      null,
      2,
    )}\n`;
  }
  if (format === "csv") {
    return toCsv([
      ENQUIRY_FIELDS,
      ...enquiries.map((e) => ENQUIRY_FIELDS.map((field) => String(e[field]))),
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
      { header: "Message", maxWidth: 48 },
    ],
    enquiries.map((e) => [
      e.createdAt.slice(0, 16).replace("T", " "),
      e.name,
      e.email,
      e.phone,
      e.subject,
      e.status,
      e.captcha,
      e.message,
    ]),
  );
  const count = `${enquiries.length} ${enquiries.length === 1 ? "enquiry" : "enquiries"}, newest first.`;
  return `${table}\n\n${count}\n`;
}
