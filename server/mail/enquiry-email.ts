import type { StoredEnquiry } from "../db/enquiries.ts";
import type { OutboxMessage } from "../db/outbox.ts";
import { enquiryCopy } from "../../app/admin/enquiries/enquiries-words.ts";
import { revealInvisible } from "../security/visible-text.ts";

/**
 * The agency's notification of a new enquiry. The visitor's values reach
 * headers only through nodemailer's structured fields (subject, a reply-to
 * address object), which encode them; line breaks are removed first as well,
 * although the shared schema already forbids them in single-line fields.
 * Bidirectional overrides and zero-width characters are written out
 * (<U+202E>), so a crafted name cannot disguise itself in the agency's inbox.
 */
export function enquiryNotification(enquiry: StoredEnquiry): OutboxMessage {
  const name = singleLine(enquiry.name);
  const flag = enquiry.captcha === "unverified" ? "[unverified] " : "";
  return {
    subject: `${flag}New enquiry (${singleLine(enquiry.subject)}) from ${name}`,
    replyTo: { name, address: singleLine(enquiry.email) },
    text: [
      "A new enquiry arrived through the website.",
      "",
      `Name:     ${name}`,
      `Email:    ${singleLine(enquiry.email)}`,
      `Phone:    ${singleLine(enquiry.phone)}`,
      `Subject:  ${singleLine(enquiry.subject)}`,
      `Received: ${enquiry.createdAt}`,
      `Spam check: ${captchaLine[enquiry.captcha]}`,
      `Sent from: ${sourceLine(enquiry.source)}`,
      ...visitLines(enquiry.source),
      `Reference: ${enquiry.id}`,
      "",
      "Message:",
      revealInvisible(enquiry.message),
      "",
      "--",
      `Reply to this e-mail to answer ${name} directly. Stored enquiries: npm run enquiries`,
    ].join("\n"),
  };
}

const captchaLine: Record<StoredEnquiry["captcha"], string> = {
  off: "off (reCAPTCHA is not configured)",
  passed: "passed",
  unverified: "NOT VERIFIED: the reCAPTCHA service could not be reached. Please review.",
};

/** Which form, on which page (the console's words); both are checked values, never free text. */
function sourceLine(source: StoredEnquiry["source"]): string {
  const form = source?.form ? (enquiryCopy.sourceForms[source.form] ?? source.form) : null;
  if (form && source?.page) return enquiryCopy.sourceOn(form, source.page);
  return form ?? source?.page ?? "not recorded";
}

/**
 * Where the visit began (migration 022), as the enquiry's page in the console
 * says it; only the lines it has. Checked values, put on one line all the same.
 */
function visitLines(source: StoredEnquiry["source"]): string[] {
  const utm = Object.entries(source?.utm ?? {}).filter(([, value]) => value);
  return [
    source?.language ? `${enquiryCopy.language}: ${singleLine(source.language)}` : null,
    source?.landingPage ? `${enquiryCopy.landingPage}: ${singleLine(source.landingPage)}` : null,
    source?.referrer ? `${enquiryCopy.referrer}: ${singleLine(source.referrer)}` : null,
    utm.length
      ? `Campaign: ${utm.map(([name, value]) => `${name}=${singleLine(value!)}`).join(", ")}`
      : null,
  ].filter((line) => line !== null);
}

/** A visitor's value on one line, fit for a header or a line of the text. */
export function singleLine(value: string): string {
  return revealInvisible(value)
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .trim();
}
