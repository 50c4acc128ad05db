import { sql, type ExpressionBuilder, type Kysely } from "kysely";
import type {
  SubscriberFilter,
  SubscriberPage,
  SubscriberView,
} from "../../../app/lib/admin/subscribers.ts";
import { toCsv } from "../../cli/csv.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { countWithStatus } from "../../db/count-with-status.ts";
import { expireSubscriptions } from "../../db/newsletter.ts";
import type { Database } from "../../db/schema.ts";

/** The console's newsletter subscribers (/admin/subscribers): filtered, paged, exported, removed. */

export const SUBSCRIBER_PAGE_SIZE = 25;

const COLUMNS = [
  "id",
  "email",
  "status",
  "captcha",
  "created_at",
  "confirmed_at",
  "unsubscribed_at",
  "expires_at",
] as const;

type Row = {
  id: string;
  email: string;
  status: string;
  captcha: string;
  created_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  expires_at: string | null;
};

// Search is case-insensitive on both dialects; % and _ typed by the user match themselves.
function matches(filter: Omit<SubscriberFilter, "page">) {
  return (eb: ExpressionBuilder<Database, "newsletter_subscriptions">) => {
    const conditions = [];
    if (filter.status) conditions.push(eb("status", "=", filter.status));
    const q = filter.q.trim().toLowerCase();
    if (q) {
      const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(sql<boolean>`lower(${sql.ref("email")}) like ${pattern} escape '\\'`);
    }
    return eb.and(conditions);
  };
}

const toView = (row: Row): SubscriberView => ({
  id: row.id,
  email: row.email,
  status: row.status as SubscriberView["status"],
  captcha: row.captcha as SubscriberView["captcha"],
  createdAt: row.created_at,
  confirmedAt: row.confirmed_at,
  unsubscribedAt: row.unsubscribed_at,
  expiresAt: row.expires_at,
});

/** Confirmed subscribers: the only ones the newsletter goes to. */
export const countConfirmed = (database: DatabaseHandle) =>
  countWithStatus(database, "newsletter_subscriptions", "confirmed");

export async function listSubscribers(
  database: DatabaseHandle,
  filter: SubscriberFilter,
): Promise<SubscriberPage> {
  await expireSubscriptions(database.db);
  const where = matches(filter);
  const count = await database.db
    .selectFrom("newsletter_subscriptions")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where(where)
    .executeTakeFirstOrThrow();
  const total = Number(count.n);
  const pageCount = Math.max(1, Math.ceil(total / SUBSCRIBER_PAGE_SIZE));
  const page = Math.min(Math.max(1, filter.page), pageCount);
  const rows = await database.db
    .selectFrom("newsletter_subscriptions")
    .select(COLUMNS)
    .where(where)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(SUBSCRIBER_PAGE_SIZE)
    .offset((page - 1) * SUBSCRIBER_PAGE_SIZE)
    .execute();
  return {
    items: rows.map(toView),
    total,
    page,
    pageCount,
    confirmed: await countConfirmed(database),
  };
}

/** The CSV columns of the subscriber export (docs/newsletter.md). */
export const SUBSCRIBER_CSV_COLUMNS = [
  "id",
  "email",
  "status",
  "createdAt",
  "confirmedAt",
  "unsubscribedAt",
  "expiresAt",
  "captcha",
] as const;

/** Every subscriber the filter matches, newest first, as CSV (the enquiries' formula-safe writer). */
export async function exportSubscribers(
  database: DatabaseHandle,
  filter: Omit<SubscriberFilter, "page">,
): Promise<{ csv: string; rows: number }> {
  await expireSubscriptions(database.db);
  const rows = (
    await database.db
      .selectFrom("newsletter_subscriptions")
      .select(COLUMNS)
      .where(matches(filter))
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute()
  ).map(toView);
  const csv = toCsv([
    [...SUBSCRIBER_CSV_COLUMNS],
    ...rows.map((s) => SUBSCRIBER_CSV_COLUMNS.map((column) => s[column] ?? "")),
  ]);
  return { csv, rows: rows.length };
}

/**
 * Deletes a subscriber (an erasure request, an address typed by mistake):
 * the status it had, for the audit entry, or null when there is no such
 * subscriber. The entry names the row and its status, not the address:
 * keeping the address there would undo the erasure.
 */
export async function removeSubscriber(
  db: Kysely<Database>,
  id: string,
): Promise<{ status: string } | null> {
  const row = await db
    .selectFrom("newsletter_subscriptions")
    .select(["status"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  await db.deleteFrom("newsletter_subscriptions").where("id", "=", id).execute();
  return { status: row.status };
}

/** One subscriber, for the removal's confirmation step. */
export async function findSubscriber(
  database: DatabaseHandle,
  id: string,
): Promise<SubscriberView | null> {
  const row = await database.db
    .selectFrom("newsletter_subscriptions")
    .select(COLUMNS)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toView(row) : null;
}
