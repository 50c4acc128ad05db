import { Link } from "react-router";
import { PageHeading } from "~/components/admin/page-heading";
import { chip } from "~/components/admin/list-filters";
import { consoleCopy } from "~/content/admin/console";
import { ANALYTICS_PATH, ANALYTICS_RANGES, rangeOf } from "./analytics";
import { AnalyticsFiguresCards } from "./analytics-figures";
import { AnalyticsTable } from "./analytics-table";
import { analyticsCopy as copy } from "./analytics-words";
import type { Route } from "./+types/analytics-route";

export const meta = () => [{ title: `${copy.title} · ${consoleCopy.productName}` }];

// Owners and editors (context.admin.analytics refuses anyone signed out).
export async function loader({ request, context }: Route.LoaderArgs) {
  const range = rangeOf(new URL(request.url).searchParams.get("range"));
  return context.admin.analytics.report(range);
}

export default function Analytics({ loaderData: report }: Route.ComponentProps) {
  const { tables } = copy;
  return (
    <>
      <PageHeading title={copy.title} description={copy.description} />
      <nav aria-label={copy.range.label} className="flex flex-wrap items-center gap-3">
        <ul className="flex flex-wrap gap-2">
          {ANALYTICS_RANGES.map((days) => (
            <li key={days}>
              <Link
                to={`${ANALYTICS_PATH}?range=${days}`}
                aria-current={report.range === days ? "page" : undefined}
                className={chip(report.range === days)}
              >
                {copy.range.days(days)}
              </Link>
            </li>
          ))}
        </ul>
        <p className="text-sm text-ink-600">{copy.range.span(report.from, report.to)}</p>
      </nav>
      <AnalyticsFiguresCards figures={report.figures} previous={report.previous} />
      <div className="grid items-start gap-8 xl:grid-cols-2">
        <AnalyticsTable
          id="analytics-pages"
          heading={tables.topPages}
          name={tables.page}
          count={tables.views}
          rows={report.topPages}
        />
        <AnalyticsTable
          id="analytics-entry-pages"
          heading={tables.entryPages}
          name={tables.page}
          count={tables.views}
          rows={report.entryPages}
        />
        <AnalyticsTable
          id="analytics-referrers"
          heading={tables.referrers}
          name={tables.site}
          count={tables.views}
          rows={report.referrers}
        />
        <AnalyticsTable
          id="analytics-campaigns"
          heading={tables.campaigns}
          name={tables.campaign}
          count={tables.views}
          rows={report.campaigns}
        />
        <AnalyticsTable
          id="analytics-devices"
          heading={tables.devices}
          name={tables.device}
          count={tables.views}
          rows={report.devices.map((row) => ({
            ...row,
            name: tables.deviceNames[row.name] ?? row.name,
          }))}
        />
        <AnalyticsTable
          id="analytics-not-found"
          heading={tables.notFound}
          name={tables.page}
          count={tables.requests}
          rows={report.notFound}
        />
        <AnalyticsTable
          id="analytics-bots"
          heading={tables.bots}
          name={tables.page}
          count={tables.requests}
          rows={report.bots}
          people={false}
        />
      </div>
    </>
  );
}
