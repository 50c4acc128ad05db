import type {
  AnalyticsFigures,
  AnalyticsReport,
  AnalyticsRow,
  ConversionRow,
} from "../../../app/admin/analytics/analytics.ts";
import { analyticsCopy as copy } from "../../../app/admin/analytics/analytics-words.ts";
import { toCsv } from "../../cli/csv.ts";

const rate = (value: number | null) => (value === null ? "" : value.toFixed(4));

/**
 * A range's report as one CSV (the console's 'Download CSV'): a row a
 * figure, a day, a table's row, a conversion row and a funnel step, each
 * named by its table, in the columns of `copy.csv.columns`. Rates are
 * fractions (0.0213), for a spreadsheet to format. Written by the enquiry
 * export's formula-safe writer: a path or campaign is never a formula.
 */
export function analyticsCsv(report: AnalyticsReport): string {
  const { tables, conversion, funnel } = copy;
  const figures = (name: string, f: AnalyticsFigures) => [
    copy.csv.figures,
    name,
    String(f.visitors),
    String(f.pageViews),
    String(f.enquiries),
    rate(f.conversion),
  ];
  const table = (heading: string, rows: AnalyticsRow[], rename = (name: string) => name) =>
    rows.map((row) => [
      heading,
      rename(row.name),
      heading === tables.bots ? "" : String(row.visitors),
      String(row.count),
      "",
      "",
    ]);
  const converted = (heading: string, rows: ConversionRow[]) =>
    rows.map((row) => [
      heading,
      row.name ?? conversion.direct,
      String(row.visitors),
      "",
      String(row.enquiries),
      rate(row.rate),
    ]);
  const steps = [
    [funnel.servicePage, report.funnel.servicePage],
    [funnel.contact, report.funnel.contact],
    [funnel.enquiry, report.funnel.enquiry],
  ] as const;
  return toCsv([
    copy.csv.columns,
    figures(copy.range.span(report.from, report.to), report.figures),
    figures(copy.csv.previous, report.previous),
    ...report.days.map((day) => [
      copy.csv.days,
      day.day,
      String(day.visitors),
      String(day.pageViews),
      String(day.enquiries),
      rate(day.visitors ? day.enquiries / day.visitors : null),
    ]),
    ...table(tables.topPages, report.topPages),
    ...table(tables.entryPages, report.entryPages),
    ...table(tables.referrers, report.referrers),
    ...table(tables.campaigns, report.campaigns),
    ...table(tables.devices, report.devices, (name) => tables.deviceNames[name] ?? name),
    ...table(tables.notFound, report.notFound),
    ...table(tables.bots, report.bots),
    ...converted(conversion.bySource, report.conversionBySource),
    ...converted(conversion.byEntryPage, report.conversionByEntryPage),
    ...steps.map(([name, visitors]) => [funnel.heading, name, String(visitors), "", "", ""]),
  ]);
}
