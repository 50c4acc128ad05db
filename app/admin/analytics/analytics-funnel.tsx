import { NumbersTable } from "~/components/admin/numbers-table";
import { adminStyles } from "~/components/admin/styles";
import type { AnalyticsFunnel } from "./analytics";
import { analyticsCopy } from "./analytics-words";

const copy = analyticsCopy.funnel;
const whole = new Intl.NumberFormat("en");
const percent = new Intl.NumberFormat("en", { style: "percent", maximumFractionDigits: 1 });

const WIDTH = 400;

/**
 * 'Service page → Contact → Enquiry': each step's visitors as a bar the
 * width of its share of the first step, with the count and the share lost
 * since the step before written beside it, and the numbers as a table.
 */
export function AnalyticsFunnelSteps({ funnel }: { funnel: AnalyticsFunnel }) {
  const steps = [
    { name: copy.servicePage, visitors: funnel.servicePage, before: null },
    { name: copy.contact, visitors: funnel.contact, before: funnel.servicePage },
    { name: copy.enquiry, visitors: funnel.enquiry, before: funnel.contact },
  ];
  const first = Math.max(funnel.servicePage, 1);
  const drop = (visitors: number, before: number | null) =>
    before === null ? null : before === 0 ? "—" : percent.format((before - visitors) / before);
  return (
    <section aria-labelledby="analytics-funnel" className={`${adminStyles.card} grid gap-4`}>
      <div className="grid gap-1">
        <h2 id="analytics-funnel" className="text-lg font-bold text-ink-900">
          {copy.heading}
        </h2>
        <p className="text-sm text-ink-600">{copy.description}</p>
      </div>
      <ol className="grid gap-3">
        {steps.map((step) => (
          <li key={step.name} className="grid gap-1">
            <p className="flex flex-wrap justify-between gap-x-4 text-sm">
              <span className="font-semibold text-ink-900">{step.name}</span>
              <span className="text-ink-700 tabular-nums">
                {whole.format(step.visitors)}
                {step.before !== null && (
                  <span className="text-ink-600">
                    {" "}
                    · {copy.drop}: {drop(step.visitors, step.before)}
                  </span>
                )}
              </span>
            </p>
            <svg
              viewBox={`0 0 ${WIDTH} 12`}
              preserveAspectRatio="none"
              className="h-3 w-full rounded-sm bg-ink-100"
              aria-hidden="true"
            >
              <rect
                x={0}
                y={0}
                height={12}
                width={(step.visitors / first) * WIDTH}
                className="fill-brand-600"
              />
            </svg>
          </li>
        ))}
      </ol>
      <NumbersTable
        summary={analyticsCopy.chart.showNumbers}
        caption={copy.heading}
        columns={[copy.step, copy.visitors, copy.drop]}
        rows={steps.map((step) => ({
          key: step.name,
          name: step.name,
          cells: [whole.format(step.visitors), drop(step.visitors, step.before) ?? "—"],
        }))}
      />
    </section>
  );
}
