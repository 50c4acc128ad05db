import { PageHeading } from "~/components/admin/page-heading";
import { consoleCopy } from "~/content/admin/console";
import { askOf } from "./analytics";
import { ConversionTable } from "./analytics-conversion";
import { AnalyticsDaysChart } from "./analytics-days-chart";
import { AnalyticsFiguresCards } from "./analytics-figures";
import { AnalyticsFunnelSteps } from "./analytics-funnel";
import { AnalyticsRangeBar } from "./analytics-range";
import { AnalyticsTable } from "./analytics-table";
import { analyticsCopy as copy } from "./analytics-words";
import type { Route } from "./+types/analytics-route";

export const meta = () => [{ title: `${copy.title} · ${consoleCopy.productName}` }];

// Owners and editors (context.admin.analytics refuses anyone signed out).
export async function loader({ request, context }: Route.LoaderArgs) {
  return context.admin.analytics.report(askOf(new URL(request.url).searchParams));
}

/** The seven tables, in the page's order: each its heading, columns and rows. */
function analyticsTables(report: Route.ComponentProps["loaderData"]) {
  const { tables } = copy;
  const views = { count: tables.views };
  const requests = { count: tables.requests };
  return [
    {
      id: "analytics-pages",
      heading: tables.topPages,
      name: tables.page,
      ...views,
      rows: report.topPages,
    },
    {
      id: "analytics-entry-pages",
      heading: tables.entryPages,
      name: tables.page,
      ...views,
      rows: report.entryPages,
    },
    {
      id: "analytics-referrers",
      heading: tables.referrers,
      name: tables.site,
      ...views,
      rows: report.referrers,
    },
    {
      id: "analytics-campaigns",
      heading: tables.campaigns,
      name: tables.campaign,
      ...views,
      rows: report.campaigns,
    },
    {
      id: "analytics-devices",
      heading: tables.devices,
      name: tables.device,
      ...views,
      rows: report.devices.map((row) => ({
        ...row,
        name: tables.deviceNames[row.name] ?? row.name,
      })),
    },
    {
      id: "analytics-not-found",
      heading: tables.notFound,
      name: tables.page,
      ...requests,
      rows: report.notFound,
    },
    // Bots are no one's visits: no 'Visitors' column.
    {
      id: "analytics-bots",
      heading: tables.bots,
      name: tables.page,
      ...requests,
      rows: report.bots,
      people: false,
    },
  ];
}

export default function Analytics({ loaderData: report }: Route.ComponentProps) {
  return (
    <>
      <PageHeading title={copy.title} description={copy.description} />
      <AnalyticsRangeBar report={report} />
      <AnalyticsFiguresCards figures={report.figures} previous={report.previous} />
      <AnalyticsDaysChart days={report.days} />
      <div className="grid items-start gap-8 xl:grid-cols-2">
        <ConversionTable
          id="analytics-conversion-source"
          heading={copy.conversion.bySource}
          hint={copy.conversion.bySourceHint}
          name={copy.conversion.source}
          rows={report.conversionBySource}
        />
        <ConversionTable
          id="analytics-conversion-entry"
          heading={copy.conversion.byEntryPage}
          hint={copy.conversion.byEntryPageHint}
          name={copy.conversion.page}
          rows={report.conversionByEntryPage}
        />
      </div>
      <AnalyticsFunnelSteps funnel={report.funnel} />
      <div className="grid items-start gap-8 xl:grid-cols-2">
        {analyticsTables(report).map((table) => (
          <AnalyticsTable key={table.id} {...table} />
        ))}
      </div>
    </>
  );
}
