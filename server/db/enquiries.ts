import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { DatabaseHandle } from "./connection.ts";
import { claimIdempotencyKey, type IdempotencyClaim } from "./idempotency.ts";
import { enqueueMail, type OutboxMessage } from "./outbox.ts";
import type { EnquiryStatus } from "../../app/lib/admin/statuses.ts";
import { UTM_NAMES, type VisitSource } from "../../app/forms/visit-source.ts";
import type { CaptchaResult, ContactEnquiryTable, Database } from "./schema.ts";
import { spamColumns, type SpamFiling } from "./spam-columns.ts";

export interface NewEnquiry {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  /**
   * Which form and page it was sent from (migration 006), and where the visit
   * began (migration 022, app/forms/visit-source.ts); unknown when absent.
   */
  source?: EnquirySource;
}

export interface EnquirySource {
  form: string | null;
  page: string | null;
  /** The code of the page's language (migration 026), read from its address. */
  language?: string | null;
  landingPage?: string | null;
  referrer?: string | null;
  utm?: VisitSource["utm"];
}

/** An enquiry as the operator CLI shows it. */
export interface StoredEnquiry extends NewEnquiry {
  id: string;
  createdAt: string;
  status: EnquiryStatus;
  captcha: CaptchaResult;
}

/** A stored enquiry's fields (its source aside): the architecture page's, in its order, then the captcha outcome. */
export const STORED_ENQUIRY_FIELDS = [
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

/** Their columns in contact_enquiries: the same names but the date's. */
export const STORED_ENQUIRY_COLUMNS = STORED_ENQUIRY_FIELDS.map((field) =>
  field === "createdAt" ? "created_at" : field,
);

/** A stored enquiry from those columns of its row (its source is read apart: enquirySourceOf). */
export function storedEnquiryOf(
  row: Pick<Selectable<ContactEnquiryTable>, (typeof STORED_ENQUIRY_COLUMNS)[number]>,
): StoredEnquiry {
  return {
    id: row.id,
    createdAt: row.created_at,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    status: row.status,
    captcha: row.captcha,
  };
}

/** Queues an enquiry's lead alerts in the caller's transaction (server/webhooks/lead-alerts.ts). */
export type EnquiryAlerts = (
  trx: Kysely<Database>,
  enquiry: StoredEnquiry,
  now: Date,
) => Promise<number>;

export interface StoreEnquiryOptions {
  /** The request's Idempotency-Key, claimed in the same transaction; null without one. */
  idempotency: IdempotencyClaim | null;
  captcha: CaptchaResult;
  /** Composes the notification e-mail; null when e-mail is off. */
  notification: ((enquiry: StoredEnquiry) => OutboxMessage) | null;
  /** The spam score (server/forms/spam-check.ts): spam is filed as 'spam', and nobody is mailed. */
  spam?: SpamFiling | null;
  /** Queues its lead alerts in the same transaction (server/webhooks/lead-alerts.ts); none when absent. */
  alerts?: EnquiryAlerts | null;
  now?: Date;
}

/** The source columns of a contact_enquiries row, as the console and the alerts read them. */
export function enquirySourceOf(
  row: Pick<
    Selectable<ContactEnquiryTable>,
    | "source_form"
    | "source_page"
    | "language"
    | "landing_page"
    | "referrer_host"
    | (typeof UTM_NAMES)[number]
  >,
) {
  return {
    form: row.source_form,
    page: row.source_page,
    language: row.language,
    landingPage: row.landing_page,
    referrer: row.referrer_host,
    utm: Object.fromEntries(
      UTM_NAMES.flatMap((name) => (row[name] ? [[name, row[name]]] : [])),
    ) as VisitSource["utm"],
  } satisfies EnquirySource;
}

/** The columns `enquirySourceOf` reads. */
export const ENQUIRY_SOURCE_COLUMNS = [
  "source_form",
  "source_page",
  "language",
  "landing_page",
  "referrer_host",
  ...UTM_NAMES,
] as const;

/**
 * Stores an enquiry and, in the same transaction, its notification e-mail and
 * its lead alerts, so either all exist or none does. A key claimed by an
 * earlier request (in the last 24 hours) stores nothing and reports
 * `stored: false`. An enquiry the spam score files as spam is stored all the
 * same, with status 'spam', its score and reasons, and no e-mail nor alert.
 */
export async function storeEnquiry(
  database: DatabaseHandle,
  enquiry: NewEnquiry,
  options: StoreEnquiryOptions,
): Promise<{ id: string; stored: boolean }> {
  const now = options.now ?? new Date();
  const stored: StoredEnquiry = {
    id: randomUUID(),
    ...enquiry,
    createdAt: now.toISOString(),
    status: options.spam?.spam ? "spam" : "new",
    captcha: options.captcha,
  };
  return database.db.transaction().execute(async (trx) => {
    if (options.idempotency && !(await claimIdempotencyKey(trx, options.idempotency, now))) {
      return { id: stored.id, stored: false };
    }
    await trx
      .insertInto("contact_enquiries")
      .values({
        id: stored.id,
        name: stored.name,
        email: stored.email,
        phone: stored.phone,
        subject: stored.subject,
        message: stored.message,
        status: stored.status,
        captcha: stored.captcha,
        created_at: stored.createdAt,
        source_form: enquiry.source?.form ?? null,
        source_page: enquiry.source?.page ?? null,
        language: enquiry.source?.language ?? null,
        landing_page: enquiry.source?.landingPage ?? null,
        referrer_host: enquiry.source?.referrer ?? null,
        utm_source: enquiry.source?.utm?.utm_source ?? null,
        utm_medium: enquiry.source?.utm?.utm_medium ?? null,
        utm_campaign: enquiry.source?.utm?.utm_campaign ?? null,
        utm_term: enquiry.source?.utm?.utm_term ?? null,
        utm_content: enquiry.source?.utm?.utm_content ?? null,
        ...spamColumns(options.spam, now),
      })
      .execute();
    if (options.notification && stored.status !== "spam") {
      await enqueueMail(trx, {
        kind: "enquiry-notification",
        enquiryId: stored.id,
        message: options.notification(stored),
        now,
      });
    }
    // Spam alerts nobody; 'Not spam' in the console sends its e-mail and its alerts.
    if (options.alerts && stored.status !== "spam") await options.alerts(trx, stored, now);
    return { id: stored.id, stored: true };
  });
}

/** Every stored enquiry, newest first. */
export async function listEnquiries(database: DatabaseHandle): Promise<StoredEnquiry[]> {
  const rows = await database.db
    .selectFrom("contact_enquiries")
    .select([...STORED_ENQUIRY_COLUMNS, ...ENQUIRY_SOURCE_COLUMNS])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({ ...storedEnquiryOf(row), source: enquirySourceOf(row) }));
}
