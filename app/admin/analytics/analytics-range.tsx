import { Form, Link } from "react-router";
import { chip } from "~/components/admin/list-filters";
import { adminStyles } from "~/components/admin/styles";
import { TextField } from "~/components/admin/text-field";
import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import {
  ANALYTICS_EXPORT_PATH,
  ANALYTICS_PATH,
  ANALYTICS_RANGES,
  DEFAULT_ANALYTICS_RANGE,
  type AnalyticsReport,
} from "./analytics";
import { analyticsCopy } from "./analytics-words";

const Download = lucideIcon(lucide.Download);
const copy = analyticsCopy.range;

/**
 * The range: a link a preset, 'From' and 'To' (a GET form: the address is
 * the report's, to keep or share), the days shown, and the CSV of the same
 * range. Dates that cannot be used are kept as typed, with the reason.
 */
export function AnalyticsRangeBar({ report }: { report: AnalyticsReport }) {
  const { refused } = report;
  const query = report.range ? `range=${report.range}` : `from=${report.from}&to=${report.to}`;
  return (
    <div className={`${adminStyles.card} grid gap-4`}>
      <nav aria-label={copy.label}>
        <ul className="flex flex-wrap gap-2">
          {ANALYTICS_RANGES.map((days) => (
            <li key={days}>
              <Link
                to={`${ANALYTICS_PATH}?range=${days}`}
                aria-current={report.range === days ? "page" : undefined}
                className={chip(report.range === days)}
              >
                {copy.days(days)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form
        method="get"
        action={ANALYTICS_PATH}
        aria-labelledby="analytics-dates"
        className="flex flex-wrap items-end gap-3"
      >
        <h2 id="analytics-dates" className="sr-only">
          {copy.dates}
        </h2>
        {(["from", "to"] as const).map((name) => (
          <TextField
            key={name}
            id={`analytics-${name}`}
            name={name}
            type="date"
            label={copy[name]}
            required
            defaultValue={refused ? refused[name] : report.range ? "" : report[name]}
            invalid={refused !== null}
            aria-errormessage={refused ? "analytics-dates-problem" : undefined}
          />
        ))}
        <button type="submit" className={adminStyles.primaryButton}>
          {copy.show}
        </button>
      </Form>
      {refused && (
        <p id="analytics-dates-problem" role="alert" className={adminStyles.error}>
          {copy.problems[refused.problem]} {copy.instead(report.range ?? DEFAULT_ANALYTICS_RANGE)}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-600">{copy.span(report.from, report.to)}</p>
        <a
          href={`${ANALYTICS_EXPORT_PATH}?${query}`}
          download
          className={adminStyles.secondaryButton}
        >
          <Download aria-hidden="true" className="size-4" />
          {copy.download}
        </a>
      </div>
    </div>
  );
}
