import { sql, type Kysely, type RawBuilder } from "kysely";
import type { RetentionKind, RetentionPeriod } from "../../../app/lib/admin/privacy.ts";
import type { RetentionPeriods } from "../../config.ts";
import type { Database } from "../../db/schema.ts";

/**
 * Retention (docs/privacy.md, "Retention"): each kind of record is deleted
 * once it is older than its period (RETENTION_*_DAYS, server/config.ts; 0
 * keeps it until it is erased). The registry below is the whole rule: a table,
 * the ISO-8601 text column its age counts from, which of its rows the kind is,
 * and the period that applies. A new kind of record is one entry here (and its
 * variable in server/config.ts). The job that runs it, one instance at a
 * time, is ./retention-job.ts. Spam has its own purge, 30 days after it was
 * filed (server/forms/spam-purge.ts, decision 041).
 */
export interface RetentionRule {
  /** Which period applies (Config["retention"]). */
  kind: keyof RetentionPeriods;
  table: keyof Database & string;
  /** ISO-8601 text: rows whose value is older than the period go; null never does. */
  dateColumn: string;
  /** Only the rows that also match this condition (SQL on the table's columns). */
  condition?: RawBuilder<unknown>;
}

export const RETENTION_RULES: readonly RetentionRule[] = [
  // An enquiry's history and its e-mails go with it (foreign keys, on delete cascade).
  { kind: "enquiries", table: "contact_enquiries", dateColumn: "created_at" },
  {
    kind: "unconfirmedSubscribers",
    table: "newsletter_subscriptions",
    dateColumn: "updated_at",
    condition: sql`status in ('pending', 'expired')`,
  },
  {
    kind: "sentEmails",
    table: "mail_outbox",
    dateColumn: "sent_at",
    condition: sql`status = 'sent'`,
  },
  // The 404 log (migration 013): a path, or a group of bots' probes, not seen for the period.
  { kind: "notFoundLog", table: "not_found_paths", dateColumn: "last_seen" },
  // Counted views (migration 031): their visitors are already opaque once their day ended.
  { kind: "analytics", table: "analytics_views", dateColumn: "at" },
];

/** The kinds in the order the console and docs/privacy.md list them. */
const KINDS: readonly RetentionKind[] = [
  "enquiries",
  "spam",
  "unconfirmedSubscribers",
  "sentEmails",
  "notFoundLog",
  "analytics",
];

/** The periods in force, as /admin/privacy and the JSON download show them. */
export const retentionPeriods = (periods: RetentionPeriods, spamDays: number): RetentionPeriod[] =>
  KINDS.map((kind) => ({ kind, days: kind === "spam" ? spamDays : periods[kind] }));

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Purged {
  kind: keyof RetentionPeriods;
  table: string;
  rows: number;
}

/** Deletes every row past its period at `now`; what each rule deleted (rules with a period only). */
export async function purgeExpired(
  db: Kysely<Database>,
  periods: RetentionPeriods,
  now: Date,
): Promise<Purged[]> {
  const purged: Purged[] = [];
  for (const rule of RETENTION_RULES) {
    const days = periods[rule.kind];
    if (days <= 0) continue;
    const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
    const condition = rule.condition ? sql` and (${rule.condition})` : sql``;
    const result = await sql`delete from ${sql.table(rule.table)}
      where ${sql.ref(rule.dateColumn)} < ${cutoff}${condition}`.execute(db);
    purged.push({ kind: rule.kind, table: rule.table, rows: Number(result.numAffectedRows ?? 0) });
  }
  return purged;
}
