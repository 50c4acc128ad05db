import type { AnalyticsFigures } from "./analytics";
import { analyticsCopy } from "./analytics-words";
import { adminStyles } from "~/components/admin/styles";

const copy = analyticsCopy.figures;
const whole = new Intl.NumberFormat("en");
const percent = new Intl.NumberFormat("en", { style: "percent", maximumFractionDigits: 1 });

/** A figure as the card writes it: a count, or a rate (none without visitors). */
const written = (key: keyof AnalyticsFigures, figures: AnalyticsFigures) => {
  const value = figures[key];
  if (value === null) return copy.none;
  return key === "conversion" ? percent.format(value) : whole.format(value);
};

const KEYS = ["visitors", "pageViews", "enquiries", "conversion"] as const;

/** The range's four figures, each with the previous period's beside it. */
export function AnalyticsFiguresCards({
  figures,
  previous,
}: {
  figures: AnalyticsFigures;
  previous: AnalyticsFigures;
}) {
  return (
    <section aria-labelledby="analytics-figures">
      <h2 id="analytics-figures" className="sr-only">
        {copy.heading}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {KEYS.map((key) => (
          <div key={key} className={adminStyles.card}>
            <dt className="text-sm font-semibold text-ink-600">{copy[key]}</dt>
            <dd className="mt-2 text-3xl font-extrabold tracking-tight text-ink-900">
              {written(key, figures)}
            </dd>
            <dd className="mt-1 text-sm text-ink-600">{copy.previous(written(key, previous))}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
