import type { Kysely } from "kysely";
import { sql } from "kysely";
import type {
  AnalyticsDay,
  AnalyticsFigures,
  AnalyticsFunnel,
  AnalyticsRow,
  ConversionRow,
} from "../../../app/admin/analytics/analytics.ts";
import type { Database } from "../../db/schema.ts";

/**
 * The analytics page's reads over `analytics_views` (migration 031) and the
 * enquiries, for the days `from` to `to` (UTC, YYYY-MM-DD, both counted).
 * A visitor is a person on a day (docs/analytics.md): the visitors of a
 * range are each day's added up.
 */

type Db = Kysely<Database>;

/** A grouped row as the table shows it (counts come back as strings from PostgreSQL). */
const tableRow = (row: { name: unknown; visitors: unknown; count: unknown }): AnalyticsRow => ({
  name: String(row.name),
  visitors: Number(row.visitors),
  count: Number(row.count),
});

/** How many rows a table shows on the page (the CSV has them all: `limit` null). */
export const TABLE_ROWS = 10;
type Limit = number | null;
/** A range's days (UTC, YYYY-MM-DD, both counted) and how many rows a table keeps. */
export interface Span {
  from: string;
  to: string;
  limit: Limit;
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A range's real enquiries (spam left out), by `created_at`. */
const enquiriesIn = (db: Db, from: string, to: string) =>
  db
    .selectFrom("contact_enquiries")
    .where("status", "!=", "spam")
    .where("created_at", ">=", `${from}T00:00:00.000Z`)
    .where("created_at", "<", `${nextDay(to)}T00:00:00.000Z`);

export async function figuresOf(db: Db, from: string, to: string): Promise<AnalyticsFigures> {
  const [days, views, enquiries] = await Promise.all([
    db
      .selectFrom("analytics_views")
      .select((eb) => eb.fn.count<number>("visitor").distinct().as("visitors"))
      .where("kind", "=", "page")
      .where("day", ">=", from)
      .where("day", "<=", to)
      .groupBy("day")
      .execute(),
    db
      .selectFrom("analytics_views")
      .select((eb) => eb.fn.countAll<number>().as("views"))
      .where("kind", "=", "page")
      .where("day", ">=", from)
      .where("day", "<=", to)
      .executeTakeFirstOrThrow(),
    enquiriesIn(db, from, to)
      .select((eb) => eb.fn.countAll<number>().as("enquiries"))
      .executeTakeFirstOrThrow(),
  ]);
  const visitors = days.reduce((sum, day) => sum + Number(day.visitors), 0);
  const count = Number(enquiries.enquiries);
  return {
    visitors,
    pageViews: Number(views.views),
    enquiries: count,
    conversion: visitors > 0 ? count / visitors : null,
  };
}

/** A table: the `column`'s values of one kind of view, by visitors then count. */
export async function tableOf(
  db: Db,
  { from, to, limit }: Span,
  kind: "page" | "not-found" | "bot",
  column: "path" | "referrer" | "device",
): Promise<AnalyticsRow[]> {
  return db
    .selectFrom("analytics_views")
    .select((eb) => [
      eb.ref(column).as("name"),
      eb.fn.count<number>("visitor").distinct().as("visitors"),
      eb.fn.countAll<number>().as("count"),
    ])
    .where("kind", "=", kind)
    .where("day", ">=", from)
    .where("day", "<=", to)
    .where(column, "is not", null)
    .groupBy(column)
    .orderBy("visitors", "desc")
    .orderBy("count", "desc")
    .orderBy(column)
    .$if(limit !== null, (q) => q.limit(limit!))
    .execute()
    .then((rows) => rows.map(tableRow));
}

/** The page each visitor's day began on: its first view's path, by visitors. */
export async function entryPagesOf(db: Db, { from, to, limit }: Span): Promise<AnalyticsRow[]> {
  return db
    .selectFrom("analytics_views as v")
    .select((eb) => [
      "v.path as name",
      eb.fn.count<number>("v.visitor").distinct().as("visitors"),
      eb.fn.countAll<number>().as("count"),
    ])
    .where("v.kind", "=", "page")
    .where("v.day", ">=", from)
    .where("v.day", "<=", to)
    .where("v.at", "=", (eb) =>
      eb
        .selectFrom("analytics_views as w")
        .select((w) => w.fn.min("w.at").as("first"))
        .whereRef("w.day", "=", "v.day")
        .whereRef("w.visitor", "=", "v.visitor")
        .where("w.kind", "=", "page"),
    )
    .groupBy("v.path")
    .orderBy("visitors", "desc")
    .orderBy("count", "desc")
    .orderBy("v.path")
    .$if(limit !== null, (q) => q.limit(limit!))
    .execute()
    .then((rows) => rows.map(tableRow));
}

/** The campaigns (`utm_source`, `utm_medium`, `utm_campaign`), each as "source / medium / campaign". */
export async function campaignsOf(db: Db, { from, to, limit }: Span): Promise<AnalyticsRow[]> {
  const rows = await db
    .selectFrom("analytics_views")
    .select((eb) => [
      "utm_source",
      "utm_medium",
      "utm_campaign",
      eb.fn.count<number>("visitor").distinct().as("visitors"),
      eb.fn.countAll<number>().as("count"),
    ])
    .where("kind", "=", "page")
    .where("day", ">=", from)
    .where("day", "<=", to)
    .where((eb) => eb.or([eb("utm_source", "is not", null), eb("utm_campaign", "is not", null)]))
    .groupBy(["utm_source", "utm_medium", "utm_campaign"])
    .orderBy("visitors", "desc")
    .orderBy("count", "desc")
    .$if(limit !== null, (q) => q.limit(limit!))
    .execute();
  return rows.map((row) =>
    tableRow({
      ...row,
      name: [row.utm_source, row.utm_medium, row.utm_campaign].filter(Boolean).join(" / "),
    }),
  );
}

/** Every day of the range, oldest first: its visitors, page views and real enquiries. */
export async function daysOf(db: Db, from: string, to: string): Promise<AnalyticsDay[]> {
  const createdDay = sql<string>`substr(${sql.ref("created_at")}, 1, 10)`;
  const [views, enquiries] = await Promise.all([
    db
      .selectFrom("analytics_views")
      .select((eb) => [
        "day",
        eb.fn.count<number>("visitor").distinct().as("visitors"),
        eb.fn.countAll<number>().as("views"),
      ])
      .where("kind", "=", "page")
      .where("day", ">=", from)
      .where("day", "<=", to)
      .groupBy("day")
      .execute(),
    enquiriesIn(db, from, to)
      .select((eb) => [createdDay.as("day"), eb.fn.countAll<number>().as("enquiries")])
      .groupBy(createdDay)
      .execute(),
  ]);
  const viewsOn = new Map(views.map((row) => [row.day, row]));
  const enquiriesOn = new Map(enquiries.map((row) => [row.day, Number(row.enquiries)]));
  const days: AnalyticsDay[] = [];
  for (let day = from; day <= to; day = nextDay(day)) {
    const seen = viewsOn.get(day);
    days.push({
      day,
      visitors: Number(seen?.visitors ?? 0),
      pageViews: Number(seen?.views ?? 0),
      enquiries: enquiriesOn.get(day) ?? 0,
    });
  }
  return days;
}

/** A language's prefix as the addresses have it, or none. */
const PREFIX = "(?:/[a-z]{2,3}(?:-[a-z0-9]{2,8})?)?";
const SERVICE_PAGE = new RegExp(`^${PREFIX}/services(?:/|$)`, "i");
const CONTACT_PAGE = new RegExp(`^${PREFIX}/contact$`, "i");

/** What the conversion tables and the funnel read of each visitor's day. */
export interface Journeys {
  conversionBySource: ConversionRow[];
  conversionByEntryPage: ConversionRow[];
  funnel: AnalyticsFunnel;
}

function conversionRows(
  groups: Map<string | null, { visitors: number; enquiries: number }>,
  limit: Limit,
): ConversionRow[] {
  const rows = [...groups].map(([name, { visitors, enquiries }]) => ({
    name,
    visitors,
    enquiries,
    rate: enquiries / visitors,
  }));
  rows.sort(
    (a, b) =>
      b.visitors - a.visitors ||
      b.enquiries - a.enquiries ||
      (a.name ?? "").localeCompare(b.name ?? ""),
  );
  return limit === null ? rows : rows.slice(0, limit);
}

/**
 * Each visitor's day read in order: where it began (its first page's
 * referrer or campaign, and the page), the real enquiries it sent (an
 * enquiry's row carries the day's pseudonym of its sender, migration 032),
 * and whether it went from a service page to the contact page and then
 * sent an enquiry. A day with no page counted (an enquiry sent through the
 * API from elsewhere) is in 'Enquiries' and in none of these.
 */
export async function journeysOf(db: Db, { from, to, limit }: Span): Promise<Journeys> {
  const rows = await db
    .selectFrom("analytics_views as v")
    .leftJoin("contact_enquiries as e", "e.id", "v.enquiry_id")
    .select([
      "v.day",
      "v.visitor",
      "v.kind",
      "v.path",
      "v.referrer",
      "v.utm_source",
      "v.utm_medium",
      "v.utm_campaign",
      "v.enquiry_id",
      "e.status",
    ])
    .where("v.kind", "in", ["page", "enquiry"])
    .where("v.day", ">=", from)
    .where("v.day", "<=", to)
    .orderBy("v.day")
    .orderBy("v.visitor")
    .orderBy("v.at")
    .orderBy("v.id")
    .execute();
  const bySource = new Map<string | null, { visitors: number; enquiries: number }>();
  const byEntry = new Map<string | null, { visitors: number; enquiries: number }>();
  const funnel: AnalyticsFunnel = { servicePage: 0, contact: 0, enquiry: 0 };

  let start = 0;
  while (start < rows.length) {
    const { day, visitor } = rows[start]!;
    let end = start;
    while (end < rows.length && rows[end]!.day === day && rows[end]!.visitor === visitor) end++;
    const journey = rows.slice(start, end);
    start = end;
    const entry = journey.find((row) => row.kind === "page");
    if (!entry) continue;
    const enquiries = new Set<string>();
    let step = 0;
    for (const row of journey) {
      const counted = row.kind === "enquiry" && row.status !== null && row.status !== "spam";
      if (counted) enquiries.add(row.enquiry_id!);
      if (step === 0 && row.kind === "page" && SERVICE_PAGE.test(row.path)) step = 1;
      else if (step === 1 && row.kind === "page" && CONTACT_PAGE.test(row.path)) step = 2;
      else if (step === 2 && counted) step = 3;
    }
    if (step >= 1) funnel.servicePage++;
    if (step >= 2) funnel.contact++;
    if (step >= 3) funnel.enquiry++;
    const campaign = [entry.utm_source, entry.utm_medium, entry.utm_campaign]
      .filter(Boolean)
      .join(" / ");
    for (const [groups, name] of [
      [bySource, campaign || entry.referrer],
      [byEntry, entry.path],
    ] as const) {
      const group = groups.get(name) ?? { visitors: 0, enquiries: 0 };
      group.visitors++;
      group.enquiries += enquiries.size;
      groups.set(name, group);
    }
  }
  return {
    conversionBySource: conversionRows(bySource, limit),
    conversionByEntryPage: conversionRows(byEntry, limit),
    funnel,
  };
}
