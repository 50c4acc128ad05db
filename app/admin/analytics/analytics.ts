/**
 * What the console's analytics page asks of the server (/admin/analytics,
 * owners and editors; docs/analytics.md): the figures of a range of days
 * against the range before it, and its tables. Built per request by
 * server/admin/analytics/.
 */

export const ANALYTICS_PATH = "/admin/analytics";

/** The ranges offered, in days ending today (UTC). */
export const ANALYTICS_RANGES = [7, 30, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = 30;

/** `?range=` as the page reads it: one of the ranges, else the default. */
export const rangeOf = (value: string | null): AnalyticsRange =>
  ANALYTICS_RANGES.find((days) => String(days) === value) ?? DEFAULT_ANALYTICS_RANGE;

/** A range's four figures. */
export interface AnalyticsFigures {
  visitors: number;
  pageViews: number;
  /** Real ones: spam left out. */
  enquiries: number;
  /** Enquiries ÷ visitors; null with no visitor. */
  conversion: number | null;
}

/** A table's row: what it names, and its counts. */
export interface AnalyticsRow {
  name: string;
  visitors: number;
  count: number;
}

export interface AnalyticsReport {
  range: AnalyticsRange;
  /** The first and last day counted (UTC, YYYY-MM-DD). */
  from: string;
  to: string;
  figures: AnalyticsFigures;
  /** The same days before: what each figure is set against. */
  previous: AnalyticsFigures;
  topPages: AnalyticsRow[];
  /** The page each visitor's day began on. */
  entryPages: AnalyticsRow[];
  referrers: AnalyticsRow[];
  /** "source / medium / campaign" of the views' `utm_*`. */
  campaigns: AnalyticsRow[];
  /** 'phone', 'tablet', 'desktop'. */
  devices: AnalyticsRow[];
  notFound: AnalyticsRow[];
  bots: AnalyticsRow[];
}

export interface AnalyticsConsole {
  report(range: AnalyticsRange): Promise<AnalyticsReport>;
  /** The figures alone (the overview's last 7 days). */
  figures(range: AnalyticsRange): Promise<AnalyticsFigures>;
}
