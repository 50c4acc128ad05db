import { NumbersTable } from "~/components/admin/numbers-table";
import { adminStyles } from "~/components/admin/styles";
import type { AnalyticsDay } from "./analytics";
import { analyticsCopy } from "./analytics-words";

const copy = analyticsCopy.chart;
const whole = new Intl.NumberFormat("en");

const WIDTH = 720;
const HEIGHT = 120;

const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });

/**
 * One series a day as bars drawn on the server (SVG, no chart library),
 * stretched to the card's width: its name and largest value above, the
 * first and last day below, and a sentence for screen readers.
 */
function DayBars({
  name,
  days,
  value,
  fill,
}: {
  name: string;
  days: AnalyticsDay[];
  value: (day: AnalyticsDay) => number;
  /** A fill at least 3:1 on the card's white (non-text contrast). */
  fill: string;
}) {
  const values = days.map(value);
  const total = values.reduce((a, b) => a + b, 0);
  const max = Math.max(...values, 0);
  const busiest = max > 0 ? days[values.indexOf(max)]!.day : null;
  const slot = WIDTH / days.length;
  const bar = Math.max(slot * 0.7, 0.5);
  return (
    <div
      role="img"
      aria-label={copy.summary(name, total, days.length, busiest && dayLabel(busiest))}
      className="grid gap-1"
    >
      <p className="flex justify-between text-sm" aria-hidden="true">
        <span className="font-semibold text-ink-900">{name}</span>
        <span className="text-ink-600 tabular-nums">{whole.format(max)}</span>
      </p>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-24 w-full border-b border-ink-300 sm:h-28"
        aria-hidden="true"
      >
        {values.map((count, i) =>
          count > 0 ? (
            <rect
              key={days[i]!.day}
              x={i * slot + (slot - bar) / 2}
              y={HEIGHT - (count / max) * HEIGHT}
              width={bar}
              height={(count / max) * HEIGHT}
              className={fill}
            />
          ) : null,
        )}
      </svg>
      <p className="flex justify-between text-xs text-ink-600" aria-hidden="true">
        <span>{dayLabel(days[0]!.day)}</span>
        <span>{dayLabel(days.at(-1)!.day)}</span>
      </p>
    </div>
  );
}

/** Visitors and enquiries a day, each its own scale (enquiries are few), and the numbers as a table. */
export function AnalyticsDaysChart({ days }: { days: AnalyticsDay[] }) {
  return (
    <section aria-labelledby="analytics-days" className={`${adminStyles.card} grid gap-5`}>
      <h2 id="analytics-days" className="text-lg font-bold text-ink-900">
        {copy.heading}
      </h2>
      <DayBars name={copy.visitors} days={days} value={(d) => d.visitors} fill="fill-brand-600" />
      <DayBars
        name={copy.enquiries}
        days={days}
        value={(d) => d.enquiries}
        fill="fill-emerald-600"
      />
      <NumbersTable
        summary={copy.showNumbers}
        caption={copy.heading}
        columns={[copy.day, copy.visitors, copy.pageViews, copy.enquiries]}
        rows={days.map((day) => ({
          key: day.day,
          name: day.day,
          cells: [day.visitors, day.pageViews, day.enquiries].map((n) => whole.format(n)),
        }))}
      />
    </section>
  );
}
