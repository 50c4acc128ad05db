import type { UtmName } from "../../forms/visit-source.ts";
import type { SpamAssessment } from "./spam.ts";
import type { EnquiryStatus } from "./statuses.ts";

/** The inbox (/admin/enquiries): what its pages ask of the server (server/admin/enquiries/). */

export interface EnquiryFilter {
  q: string;
  status: EnquiryStatus | null;
  page: number;
}

export interface EnquirySummary {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: EnquiryStatus;
  captcha: "off" | "passed" | "unverified";
}

export interface EnquiryPage {
  items: EnquirySummary[];
  total: number;
  page: number;
  pageCount: number;
}

export interface EnquiryEvent {
  id: string;
  at: string;
  /** A reply's `note` is the text sent, and `delivery` its e-mail's state. */
  kind: "status" | "note" | "reply";
  fromStatus: string | null;
  toStatus: string | null;
  note: string | null;
  actor: string | null;
  delivery: NotificationState | null;
}

/** The notification e-mail of an enquiry, as the outbox knows it. */
export interface NotificationState {
  state: "queued" | "retrying" | "sent" | "failed";
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  nextAttemptAt: string;
}

export interface EnquiryDetail extends EnquirySummary {
  phone: string;
  /**
   * The form ('get-in-touch', 'talk-to-us', 'services') and page it was sent
   * from, and where the visit began: its landing page, the referring host and
   * the `utm_*` values it carried (app/forms/visit-source.ts); null when unknown.
   */
  source: {
    form: string | null;
    page: string | null;
    /** The code of the page's language (decision 049); null when unknown. */
    language?: string | null;
    landingPage: string | null;
    referrer: string | null;
    utm: Partial<Record<UtmName, string>>;
  };
  notification: NotificationState | null;
  events: EnquiryEvent[];
  /** Its spam score and reasons (app/lib/admin/spam.ts); null when it arrived unscored. */
  spam: SpamAssessment | null;
}

/**
 * Where enquiries came from, week by week. A source is the
 * campaign's `utm_source`, else the referring site's host, else "direct" (a
 * visit with neither) or "unknown" (sent before sources were kept, or through
 * the API). The busiest few are shown, the rest together as "other".
 */
export interface LeadSourceWeeks {
  /** The Monday (UTC, YYYY-MM-DD) each week starts on, oldest first. */
  weeks: string[];
  sources: { source: string; counts: number[]; total: number }[];
}

export const LEAD_SOURCE_WEEKS = 8;
export const LEAD_SOURCES_SHOWN = 5;
export const DIRECT_SOURCE = "direct";
export const UNKNOWN_SOURCE = "unknown";
export const OTHER_SOURCES = "other";

/** One of the agency's answers to common enquiries, offered when replying. */
export interface ReplyTemplate {
  id: string;
  title: string;
  body: string;
}

/** Owners and editors. */
export interface EnquiriesConsole {
  /** How many enquiries are new (the frame's badge, the overview). */
  newCount(): Promise<number>;
  /** Enquiries (spam left out) per source per week, the last LEAD_SOURCE_WEEKS weeks (the overview). */
  sourcesByWeek(): Promise<LeadSourceWeeks>;
  list(filter: EnquiryFilter): Promise<EnquiryPage>;
  detail(id: string): Promise<EnquiryDetail | null>;
  /** False when there is no such enquiry. */
  setStatus(id: string, status: EnquiryStatus): Promise<boolean>;
  addNote(id: string, note: string): Promise<boolean>;
  /** E-mails the visitor from MAIL_FROM with Reply-To the signed-in user; false when there is no such enquiry. */
  reply(id: string, text: string): Promise<boolean>;
  replyTemplates(): Promise<ReplyTemplate[]>;
  /** Adds (id null) or changes an answer; its id, or null for an unknown one. */
  saveReplyTemplate(template: {
    id: string | null;
    title: string;
    body: string;
  }): Promise<string | null>;
  /** False when there was no such answer. */
  deleteReplyTemplate(id: string): Promise<boolean>;
  /**
   * 'Not spam': a spam enquiry moves to New and its notification e-mail is queued (once);
   * `moved: false` when it was not spam (already moved); null when there is no such enquiry.
   */
  notSpam(id: string): Promise<{ moved: boolean } | null>;
  /** The CSV of every enquiry the filter matches (not only one page), as `npm run enquiries -- --csv`; audited. */
  exportCsv(filter: Omit<EnquiryFilter, "page">): Promise<string>;
  /**
   * Owners only (an editor's call is a 403): deletes the enquiry with its
   * history and notification e-mail (a privacy request); audited without its
   * personal data. False when there is no such enquiry.
   */
  remove(id: string): Promise<boolean>;
}
