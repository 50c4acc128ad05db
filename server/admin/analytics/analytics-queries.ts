import type { Kysely } from "kysely";
import type { AnalyticsFigures, AnalyticsRow } from "../../../app/admin/analytics/analytics.ts";
import type { Database } from "../../db/schema.ts";

/**
 * The analytics page's reads over `analytics_views` (migration 031) and the
 * enquiries, for the days `from` to `to` (UTC, YYYY-MM-DD, both counted).
 * A visitor is a person on a day (docs/analytics.md): the visitors of a
 * range are each day's added up.
 */

type Db = Kysely<Database>;

/** How many rows a table shows. */
const TABLE_ROWS = 10;

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

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
    db
      .selectFrom("contact_enquiries")
      .select((eb) => eb.fn.countAll<number>().as("enquiries"))
      .where("status", "!=", "spam")
      .where("created_at", ">=", `${from}T00:00:00.000Z`)
      .where("created_at", "<", `${nextDay(to)}T00:00:00.000Z`)
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
  from: string,
  to: string,
  kind: "page" | "not-found" | "bot",
  column: "path" | "referrer" | "device",
): Promise<AnalyticsRow[]> {
  const rows = await db
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
    .limit(TABLE_ROWS)
    .execute();
  return rows.map((row) => ({
    name: String(row.name),
    visitors: Number(row.visitors),
    count: Number(row.count),
  }));
}

/** The page each visitor's day began on: its first view's path, by visitors. */
export async function entryPagesOf(db: Db, from: string, to: string): Promise<AnalyticsRow[]> {
  const rows = await db
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
    .limit(TABLE_ROWS)
    .execute();
  return rows.map((row) => ({
    name: String(row.name),
    visitors: Number(row.visitors),
    count: Number(row.count),
  }));
}

/** The campaigns (`utm_source`, `utm_medium`, `utm_campaign`), each as "source / medium / campaign". */
export async function campaignsOf(db: Db, from: string, to: string): Promise<AnalyticsRow[]> {
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
    .limit(TABLE_ROWS)
    .execute();
  return rows.map((row) => ({
    name: [row.utm_source, row.utm_medium, row.utm_campaign].filter(Boolean).join(" / "),
    visitors: Number(row.visitors),
    count: Number(row.count),
  }));
}
