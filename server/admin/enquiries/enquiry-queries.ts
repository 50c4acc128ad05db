import { randomUUID } from "node:crypto";
import { sql, type ExpressionBuilder, type Insertable, type Kysely } from "kysely";
import {
  DIRECT_SOURCE,
  LEAD_SOURCE_WEEKS,
  LEAD_SOURCES_SHOWN,
  OTHER_SOURCES,
  UNKNOWN_SOURCE,
  type EnquiryDetail,
  type EnquiryFilter,
  type EnquiryPage,
  type LeadSourceWeeks,
  type NotificationState,
} from "../../../app/lib/admin/enquiries.ts";
import type { EnquiryStatus } from "../../../app/lib/admin/statuses.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { countWithStatus } from "../../db/count-with-status.ts";
import {
  ENQUIRY_SOURCE_COLUMNS,
  enquirySourceOf,
  STORED_ENQUIRY_COLUMNS,
  storedEnquiryOf,
  type StoredEnquiry,
} from "../../db/enquiries.ts";
import type { Database, EnquiryEventTable } from "../../db/schema.ts";
import { parseSpamReasons } from "../../db/spam-columns.ts";

/** The console's inbox: enquiries filtered and paged, their history and notification. */

export const ENQUIRY_PAGE_SIZE = 20;

type EnquiryEvent = Insertable<EnquiryEventTable>;

// Search is case-insensitive on both dialects; % and _ typed by the user match themselves.
function matches(filter: Omit<EnquiryFilter, "page">) {
  return (eb: ExpressionBuilder<Database, "contact_enquiries">) => {
    const conditions = [];
    if (filter.status) conditions.push(eb("status", "=", filter.status));
    const q = filter.q.trim().toLowerCase();
    if (q) {
      const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const like = (column: "name" | "email" | "message") =>
        sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
      conditions.push(eb.or([like("name"), like("email"), like("message")]));
    }
    return eb.and(conditions);
  };
}

export const countNewEnquiries = (database: DatabaseHandle) =>
  countWithStatus(database, "contact_enquiries", "new");

/**
 * Enquiries per source per week, spam left out (the overview's chart). Weeks
 * start on Monday, UTC; the busiest sources are named, the rest are "other".
 */
export async function leadSourcesByWeek(
  database: DatabaseHandle,
  now = new Date(),
): Promise<LeadSourceWeeks> {
  const day = 24 * 60 * 60 * 1000;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const thisMonday = today - ((new Date(today).getUTCDay() + 6) % 7) * day;
  const first = thisMonday - (LEAD_SOURCE_WEEKS - 1) * 7 * day;
  const weeks = Array.from({ length: LEAD_SOURCE_WEEKS }, (_, i) =>
    new Date(first + i * 7 * day).toISOString().slice(0, 10),
  );
  const rows = await database.db
    .selectFrom("contact_enquiries")
    .select(["created_at", "utm_source", "referrer_host", "landing_page"])
    .where("created_at", ">=", new Date(first).toISOString())
    .where("status", "!=", "spam")
    .execute();
  const bySource = new Map<string, number[]>();
  for (const row of rows) {
    const week = Math.floor((Date.parse(row.created_at) - first) / (7 * day));
    if (week < 0 || week >= LEAD_SOURCE_WEEKS) continue;
    const source =
      row.utm_source?.toLowerCase() ??
      row.referrer_host ??
      (row.landing_page ? DIRECT_SOURCE : UNKNOWN_SOURCE);
    let counts = bySource.get(source);
    if (!counts) bySource.set(source, (counts = new Array<number>(LEAD_SOURCE_WEEKS).fill(0)));
    counts[week]! += 1;
  }
  const ranked = [...bySource]
    .map(([source, counts]) => ({ source, counts, total: counts.reduce((a, b) => a + b, 0) }))
    .sort((a, b) => b.total - a.total || a.source.localeCompare(b.source));
  if (ranked.length <= LEAD_SOURCES_SHOWN) return { weeks, sources: ranked };
  const shown = ranked.slice(0, LEAD_SOURCES_SHOWN - 1);
  const rest = ranked.slice(LEAD_SOURCES_SHOWN - 1);
  const counts = weeks.map((_, i) => rest.reduce((sum, s) => sum + s.counts[i]!, 0));
  return {
    weeks,
    sources: [
      ...shown,
      { source: OTHER_SOURCES, counts, total: counts.reduce((a, b) => a + b, 0) },
    ],
  };
}

export async function listInbox(
  database: DatabaseHandle,
  filter: EnquiryFilter,
): Promise<EnquiryPage> {
  const where = matches(filter);
  const count = await database.db
    .selectFrom("contact_enquiries")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where(where)
    .executeTakeFirstOrThrow();
  const total = Number(count.n);
  const pageCount = Math.max(1, Math.ceil(total / ENQUIRY_PAGE_SIZE));
  const page = Math.min(Math.max(1, filter.page), pageCount);
  const rows = await database.db
    .selectFrom("contact_enquiries")
    .select(STORED_ENQUIRY_COLUMNS)
    .where(where)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(ENQUIRY_PAGE_SIZE)
    .offset((page - 1) * ENQUIRY_PAGE_SIZE)
    .execute();
  return { items: rows.map(storedEnquiryOf), total, page, pageCount };
}

/** Every enquiry the filter matches, newest first, as the CLI lists them. */
export async function exportInbox(
  database: DatabaseHandle,
  filter: Omit<EnquiryFilter, "page">,
): Promise<StoredEnquiry[]> {
  const rows = await database.db
    .selectFrom("contact_enquiries")
    .select([...STORED_ENQUIRY_COLUMNS, ...ENQUIRY_SOURCE_COLUMNS])
    .where(matches(filter))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({ ...storedEnquiryOf(row), source: enquirySourceOf(row) }));
}

export async function enquiryDetail(
  database: DatabaseHandle,
  id: string,
): Promise<EnquiryDetail | null> {
  const row = await database.db
    .selectFrom("contact_enquiries")
    .select([...STORED_ENQUIRY_COLUMNS, ...ENQUIRY_SOURCE_COLUMNS, "spam_score", "spam_reasons"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const [mail, events] = await Promise.all([
    database.db
      .selectFrom("mail_outbox")
      .select(["status", "attempts", "last_error", "sent_at", "next_attempt_at"])
      .where("enquiry_id", "=", id)
      .where("kind", "=", "enquiry-notification")
      .orderBy("created_at", "desc")
      .executeTakeFirst(),
    database.db
      .selectFrom("enquiry_events")
      .leftJoin("mail_outbox", "mail_outbox.id", "enquiry_events.mail_id")
      .selectAll("enquiry_events")
      .select([
        "mail_outbox.status as mail_status",
        "mail_outbox.attempts as mail_attempts",
        "mail_outbox.last_error as mail_last_error",
        "mail_outbox.sent_at as mail_sent_at",
        "mail_outbox.next_attempt_at as mail_next_attempt_at",
      ])
      .where("enquiry_events.enquiry_id", "=", id)
      .orderBy("enquiry_events.created_at", "desc")
      .orderBy("enquiry_events.id", "desc")
      .execute(),
  ]);
  return {
    ...storedEnquiryOf(row),
    source: enquirySourceOf(row),
    spam:
      row.spam_score === null
        ? null
        : { score: Number(row.spam_score), reasons: parseSpamReasons(row.spam_reasons) },
    notification: mail ? mailState(mail) : null,
    events: events.map((e) => ({
      id: e.id,
      at: e.created_at,
      kind: e.kind,
      fromStatus: e.from_status,
      toStatus: e.to_status,
      note: e.note,
      actor: e.actor_email,
      delivery:
        e.mail_status && e.mail_next_attempt_at
          ? mailState({
              status: e.mail_status,
              attempts: e.mail_attempts ?? 0,
              last_error: e.mail_last_error,
              sent_at: e.mail_sent_at,
              next_attempt_at: e.mail_next_attempt_at,
            })
          : null,
    })),
  };
}

/** Where an e-mail of the outbox stands, as the console says it. */
function mailState(mail: {
  status: string;
  attempts: number | string;
  last_error: string | null;
  sent_at: string | null;
  next_attempt_at: string;
}): NotificationState {
  const attempts = Number(mail.attempts);
  return {
    state:
      mail.status === "sent" || mail.status === "failed"
        ? mail.status
        : attempts > 0
          ? "retrying"
          : "queued",
    attempts,
    lastError: mail.last_error,
    sentAt: mail.sent_at,
    nextAttemptAt: mail.next_attempt_at,
  };
}

/**
 * Changes the status and keeps the change in the enquiry's history. The
 * status it had before, or null when there is no such enquiry; nothing is
 * written when it already had this status.
 */
export async function changeEnquiryStatus(
  db: Kysely<Database>,
  { id, status, actor }: { id: string; status: EnquiryStatus; actor: string },
): Promise<{ from: EnquiryStatus } | null> {
  const row = await db
    .selectFrom("contact_enquiries")
    .select("status")
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  if (row.status === status) return { from: row.status };
  const at = new Date().toISOString();
  // Spam is purged 30 days after it was filed, by hand as by the score (migration 018).
  await db
    .updateTable("contact_enquiries")
    .set({ status, spam_at: status === "spam" ? at : null })
    .where("id", "=", id)
    .execute();
  await addEnquiryEvent(db, {
    enquiry_id: id,
    kind: "status",
    from_status: row.status,
    to_status: status,
    actor_email: actor,
    created_at: at,
  });
  return { from: row.status };
}

/** Writes one entry of an enquiry's history; what its kind has not (a note's statuses…) is null. */
export async function addEnquiryEvent(
  db: Kysely<Database>,
  event: Pick<EnquiryEvent, "enquiry_id" | "kind" | "actor_email" | "created_at"> &
    Partial<Pick<EnquiryEvent, "from_status" | "to_status" | "note" | "mail_id">>,
): Promise<void> {
  await db
    .insertInto("enquiry_events")
    .values({
      id: randomUUID(),
      from_status: null,
      to_status: null,
      note: null,
      mail_id: null,
      ...event,
    })
    .execute();
}

/** Adds an internal note to the enquiry's history; false when there is no such enquiry. */
export async function addEnquiryNote(
  db: Kysely<Database>,
  { id, note, actor }: { id: string; note: string; actor: string },
): Promise<boolean> {
  const row = await db
    .selectFrom("contact_enquiries")
    .select("id")
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return false;
  await addEnquiryEvent(db, {
    enquiry_id: id,
    kind: "note",
    note,
    actor_email: actor,
    created_at: new Date().toISOString(),
  });
  return true;
}

/**
 * Deletes an enquiry and everything tied to it (for a privacy request):
 * its history (status changes and notes) and its notification e-mail(s) in
 * the outbox, which hold its words too. `trx` is a transaction. What it was
 * (status, when it came, how much went with it), for the audit entry, which
 * names none of its personal data; null when there is no such enquiry.
 */
export async function deleteEnquiry(
  trx: Kysely<Database>,
  id: string,
): Promise<{ status: EnquiryStatus; createdAt: string; events: number; mails: number } | null> {
  const row = await trx
    .selectFrom("contact_enquiries")
    .select(["status", "created_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const events = await trx
    .deleteFrom("enquiry_events")
    .where("enquiry_id", "=", id)
    .executeTakeFirst();
  const mails = await trx.deleteFrom("mail_outbox").where("enquiry_id", "=", id).executeTakeFirst();
  const deleted = await trx.deleteFrom("contact_enquiries").where("id", "=", id).executeTakeFirst();
  if (Number(deleted.numDeletedRows) !== 1) return null;
  return {
    status: row.status,
    createdAt: row.created_at,
    events: Number(events.numDeletedRows),
    mails: Number(mails.numDeletedRows),
  };
}
