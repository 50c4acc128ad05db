import type { AnalyticsConsole, AnalyticsRange } from "../../../app/admin/analytics/analytics.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import type { ConsoleSession } from "../console-session.ts";
import { requireRole } from "../require-role.ts";
import { campaignsOf, entryPagesOf, figuresOf, tableOf } from "./analytics-queries.ts";

const DAY_MS = 86_400_000;
const dayBefore = (at: Date, days: number) =>
  new Date(at.getTime() - days * DAY_MS).toISOString().slice(0, 10);

/**
 * The analytics of the site for one request (/admin/analytics): owners and
 * editors read a range of days ending today, against the same days before
 * it. The views counted so far are written first (`flush`), so the page
 * shows every view up to the moment it was asked.
 */
export function analyticsConsole(
  database: DatabaseHandle,
  session: ConsoleSession,
  options: { flush?: () => Promise<void>; now?: () => Date },
): AnalyticsConsole {
  const { db } = database;
  return requireRole<AnalyticsConsole>(session, "editor", {
    async report(_me, range: AnalyticsRange) {
      await options.flush?.();
      const now = options.now?.() ?? new Date();
      const to = dayBefore(now, 0);
      const from = dayBefore(now, range - 1);
      const [
        figures,
        previous,
        topPages,
        entryPages,
        referrers,
        campaigns,
        devices,
        notFound,
        bots,
      ] = await Promise.all([
        figuresOf(db, from, to),
        figuresOf(db, dayBefore(now, 2 * range - 1), dayBefore(now, range)),
        tableOf(db, from, to, "page", "path"),
        entryPagesOf(db, from, to),
        tableOf(db, from, to, "page", "referrer"),
        campaignsOf(db, from, to),
        tableOf(db, from, to, "page", "device"),
        tableOf(db, from, to, "not-found", "path"),
        tableOf(db, from, to, "bot", "path"),
      ]);
      return {
        range,
        from,
        to,
        figures,
        previous,
        topPages,
        entryPages,
        referrers,
        campaigns,
        devices,
        notFound,
        bots,
      };
    },
    async figures(_me, range: AnalyticsRange) {
      await options.flush?.();
      const now = options.now?.() ?? new Date();
      return figuresOf(db, dayBefore(now, range - 1), dayBefore(now, 0));
    },
  });
}
