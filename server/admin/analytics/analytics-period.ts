import {
  ANALYTICS_RANGES,
  DEFAULT_ANALYTICS_RANGE,
  MAX_ANALYTICS_DAYS,
  type AnalyticsAsk,
  type AnalyticsReport,
} from "../../../app/admin/analytics/analytics.ts";

/**
 * The days a request for /admin/analytics asks for (UTC, YYYY-MM-DD, both
 * counted), and the same number of days before them, which each figure is
 * set against. 'From' and 'To' that are not real dates, are the wrong way
 * round or span more than MAX_ANALYTICS_DAYS are refused with their reason,
 * kept as typed, and the default range is shown instead.
 */
export interface AnalyticsPeriod {
  range: AnalyticsReport["range"];
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  refused: AnalyticsReport["refused"];
}

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const dayAt = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day's midnight (UTC) in milliseconds, or null for anything but a real YYYY-MM-DD day. */
function msOf(day: string): number | null {
  if (!ISO_DAY.test(day)) return null;
  const ms = Date.parse(`${day}T00:00:00Z`);
  // 2026-02-30 parses to March; a real day reads back the same.
  return Number.isNaN(ms) || dayAt(ms) !== day ? null : ms;
}

function span(fromMs: number, toMs: number) {
  const length = (toMs - fromMs) / DAY_MS + 1;
  return {
    from: dayAt(fromMs),
    to: dayAt(toMs),
    previousFrom: dayAt(fromMs - length * DAY_MS),
    previousTo: dayAt(fromMs - DAY_MS),
  };
}

export function periodOf(ask: AnalyticsAsk, now: Date): AnalyticsPeriod {
  const todayMs = msOf(now.toISOString().slice(0, 10))!;
  const lastDays = (days: number) => span(todayMs - (days - 1) * DAY_MS, todayMs);
  const typedFrom = ask.from?.trim() ?? "";
  const typedTo = ask.to?.trim() ?? "";
  let refused: AnalyticsPeriod["refused"] = null;
  if (typedFrom || typedTo) {
    const fromMs = msOf(typedFrom);
    const toMs = msOf(typedTo);
    const problem =
      fromMs === null || toMs === null
        ? "date"
        : fromMs > toMs
          ? "order"
          : (toMs - fromMs) / DAY_MS + 1 > MAX_ANALYTICS_DAYS
            ? "long"
            : null;
    if (!problem) return { range: null, ...span(fromMs!, toMs!), refused: null };
    refused = { from: typedFrom, to: typedTo, problem };
  }
  const range =
    ANALYTICS_RANGES.find((days) => String(days) === ask.range) ?? DEFAULT_ANALYTICS_RANGE;
  return { range, ...lastDays(range), refused };
}
