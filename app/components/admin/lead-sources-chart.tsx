import { leadSourcesCopy as copy } from "~/content/admin/overview";
import type { LeadSourceWeeks } from "~/lib/admin/enquiries";
import { EmptyState } from "./empty-state";
import { NumbersTable } from "./numbers-table";
import { adminStyles } from "./styles";

// One colour a source, each at least 3:1 on the card's white (non-text contrast).
const FILLS = [
  "fill-brand-600",
  "fill-emerald-600",
  "fill-amber-600",
  "fill-sky-700",
  "fill-slate-500",
];
const SWATCHES = ["bg-brand-600", "bg-emerald-600", "bg-amber-600", "bg-sky-700", "bg-slate-500"];

const WIDTH = 560;
const HEIGHT = 160;
const TOP = 4;

const weekLabel = (monday: string) =>
  new Date(`${monday}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });

const sourceName = (source: string) => copy.names[source] ?? source;

/**
 * Enquiries per source per week (the overview): stacked bars drawn on the
 * server as SVG, no chart library, each week's total and date as text below
 * (readable at any width), and the same numbers as a table for anyone who
 * reads rather than looks.
 */
export function LeadSourcesChart({ data }: { data: LeadSourceWeeks }) {
  const totals = data.weeks.map((_, i) => data.sources.reduce((sum, s) => sum + s.counts[i]!, 0));
  const total = totals.reduce((a, b) => a + b, 0);
  const top = data.sources.find((s) => s.source !== "other");
  const max = Math.max(1, ...totals);
  const slot = WIDTH / data.weeks.length;
  const barWidth = slot * 0.6;
  const scale = (HEIGHT - TOP) / max;
  return (
    <section aria-labelledby="lead-sources-heading" className={`${adminStyles.card} grid gap-4`}>
      <div className="grid gap-1">
        <h2 id="lead-sources-heading" className="text-lg font-bold text-ink-900">
          {copy.heading}
        </h2>
        <p className="text-sm text-ink-600">{copy.description}</p>
      </div>
      {total === 0 ? (
        <EmptyState title={copy.empty} />
      ) : (
        <>
          <div
            role="img"
            aria-label={copy.summary(total, top ? sourceName(top.source) : null)}
            data-chart="lead-sources"
            className="grid gap-1"
          >
            {/* Bars only: stretched to the card's width, so no text is drawn inside. */}
            <svg
              viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
              preserveAspectRatio="none"
              className="h-36 w-full border-b border-ink-300 sm:h-44"
            >
              {data.weeks.map((week, i) => {
                let y = HEIGHT;
                const x = i * slot + (slot - barWidth) / 2;
                return (
                  <g key={week}>
                    {data.sources.map((source, s) => {
                      const count = source.counts[i]!;
                      if (!count) return null;
                      const height = count * scale;
                      y -= height;
                      return (
                        <rect
                          key={source.source}
                          x={x}
                          y={y}
                          width={barWidth}
                          height={height}
                          vectorEffect="non-scaling-stroke"
                          className={`${FILLS[s % FILLS.length]} stroke-white`}
                        />
                      );
                    })}
                  </g>
                );
              })}
            </svg>
            {/* Eight weeks (LEAD_SOURCE_WEEKS): a class, as the console's CSP allows no style attribute. */}
            <ol className="grid grid-cols-8 text-center text-[11px] leading-tight text-ink-600 sm:text-xs">
              {data.weeks.map((week, i) => (
                <li key={week} className="grid">
                  <span className="font-semibold text-ink-900 tabular-nums">{totals[i]}</span>
                  <span>{weekLabel(week)}</span>
                </li>
              ))}
            </ol>
          </div>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-700">
            {data.sources.map((source, s) => (
              <li key={source.source} className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className={`inline-block size-3 rounded-sm ${SWATCHES[s % SWATCHES.length]}`}
                />
                <span className="font-semibold break-all">{sourceName(source.source)}</span>
                <span className="text-ink-600">{source.total}</span>
              </li>
            ))}
          </ul>
          <NumbersTable
            summary={copy.table}
            caption={copy.heading}
            columns={[
              copy.week,
              ...data.sources.map((source) => sourceName(source.source)),
              copy.total,
            ]}
            rows={data.weeks.map((week, i) => ({
              key: week,
              name: weekLabel(week),
              cells: [...data.sources.map((source) => source.counts[i]), totals[i]],
            }))}
          />
        </>
      )}
    </section>
  );
}
