/**
 * What the console's analytics page asks of the server (/admin/analytics,
 * owners and editors; docs/analytics.md): the figures of a range of days
 * against the range before it, the days one by one, its tables, what turned
 * visitors into enquiries, and the same as CSV. Built per request by
 * server/admin/analytics/.
 */

export const ANALYTICS_PATH = "/admin/analytics";
export const ANALYTICS_EXPORT_PATH = "/admin/analytics/export";

/** The ranges offered, in days ending today (UTC). */
export const ANALYTICS_RANGES = [7, 30, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = 30;
/** The longest span 'From' and 'To' may ask for. */
export const MAX_ANALYTICS_DAYS = 366;

/** The page's query as typed: `?range=`, or `?from=&to=` (YYYY-MM-DD); anything else is the default. */
export interface AnalyticsAsk {
  range: string | null;
  from: string | null;
  to: string | null;
}

export const askOf = (params: URLSearchParams): AnalyticsAsk => ({
  range: params.get("range"),
  from: params.get("from"),
  to: params.get("to"),
});

/** Why 'From' and 'To' were not used: not dates, in the wrong order, or too far apart. */
export type AnalyticsDatesProblem = "date" | "order" | "long";

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

/** A row of 'Conversion by …': the visitors it brought, the enquiries they sent, and the rate. */
export interface ConversionRow {
  /** Null: no referrer and no campaign ('Direct or unknown'). */
  name: string | null;
  visitors: number;
  enquiries: number;
  rate: number;
}

/** One day of the range. */
export interface AnalyticsDay {
  day: string;
  visitors: number;
  pageViews: number;
  enquiries: number;
}

/** 'Service page → Contact → Enquiry': visitors at each step, each a subset of the one before. */
export interface AnalyticsFunnel {
  servicePage: number;
  contact: number;
  enquiry: number;
}

export interface AnalyticsReport {
  /** The range chosen, or null for 'From' and 'To'. */
  range: AnalyticsRange | null;
  /** The first and last day counted (UTC, YYYY-MM-DD). */
  from: string;
  to: string;
  /** 'From' and 'To' as typed when they could not be used, and why; the default range is shown. */
  refused: { from: string; to: string; problem: AnalyticsDatesProblem } | null;
  figures: AnalyticsFigures;
  /** The same number of days before: what each figure is set against. */
  previous: AnalyticsFigures;
  days: AnalyticsDay[];
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
  /** By the referrer or campaign a visitor's day began with. */
  conversionBySource: ConversionRow[];
  conversionByEntryPage: ConversionRow[];
  funnel: AnalyticsFunnel;
}

export interface AnalyticsConsole {
  report(ask: AnalyticsAsk): Promise<AnalyticsReport>;
  /** The range's report as CSV, every table whole. */
  exportCsv(ask: AnalyticsAsk): Promise<string>;
  /** The figures alone (the overview's last 7 days). */
  figures(range: AnalyticsRange): Promise<AnalyticsFigures>;
}
