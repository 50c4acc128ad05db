import type {
  AnalyticsConsole,
  AnalyticsRange,
  AnalyticsReport,
} from "../../../app/admin/analytics/analytics.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import type { ConsoleSession } from "../console-session.ts";
import { requireRole } from "../require-role.ts";
import { analyticsCsv } from "./analytics-csv.ts";
import { periodOf, type AnalyticsPeriod } from "./analytics-period.ts";
import {
  campaignsOf,
  daysOf,
  entryPagesOf,
  figuresOf,
  journeysOf,
  tableOf,
  TABLE_ROWS,
} from "./analytics-queries.ts";

type Db = DatabaseHandle["db"];

/** Everything the page shows for a period; `limit` null for the CSV's whole tables. */
async function reportOf(
  db: Db,
  period: AnalyticsPeriod,
  limit: number | null,
): Promise<AnalyticsReport> {
  const { from, to } = period;
  const span = { from, to, limit };
  const parts = {
    figures: figuresOf(db, from, to),
    previous: figuresOf(db, period.previousFrom, period.previousTo),
    days: daysOf(db, from, to),
    topPages: tableOf(db, span, "page", "path"),
    entryPages: entryPagesOf(db, span),
    referrers: tableOf(db, span, "page", "referrer"),
    campaigns: campaignsOf(db, span),
    devices: tableOf(db, span, "page", "device"),
    notFound: tableOf(db, span, "not-found", "path"),
    bots: tableOf(db, span, "bot", "path"),
    journeys: journeysOf(db, span),
  };
  // Read at once: each part its own query.
  const read = Object.fromEntries(
    await Promise.all(Object.entries(parts).map(async ([name, part]) => [name, await part])),
  ) as { [Name in keyof typeof parts]: Awaited<(typeof parts)[Name]> };
  const { journeys, ...tables } = read;
  return { range: period.range, from, to, refused: period.refused, ...tables, ...journeys };
}

/**
 * The analytics of the site for one request (/admin/analytics): owners and
 * editors read a range of days, against the same number of days before it.
 * The views counted so far are written first (`flush`), so the page shows
 * every view up to the moment it was asked.
 */
export function analyticsConsole(
  database: DatabaseHandle,
  session: ConsoleSession,
  options: { flush?: () => Promise<void>; now?: () => Date },
): AnalyticsConsole {
  const { db } = database;
  const now = () => options.now?.() ?? new Date();
  return requireRole<AnalyticsConsole>(session, "editor", {
    async report(_me, ask) {
      await options.flush?.();
      return reportOf(db, periodOf(ask, now()), TABLE_ROWS);
    },
    async exportCsv(_me, ask) {
      await options.flush?.();
      return analyticsCsv(await reportOf(db, periodOf(ask, now()), null));
    },
    async figures(_me, range: AnalyticsRange) {
      await options.flush?.();
      const period = periodOf({ range: String(range), from: null, to: null }, now());
      return figuresOf(db, period.from, period.to);
    },
  });
}
