import { cellStyles, DataTable } from "~/components/admin/data-table";
import type { ConversionRow } from "./analytics";
import { analyticsCopy } from "./analytics-words";

const copy = analyticsCopy.conversion;
const whole = new Intl.NumberFormat("en");
const percent = new Intl.NumberFormat("en", { style: "percent", maximumFractionDigits: 1 });

/** 'Conversion by source' or '… by entry page': visitors, and the enquiries they sent with the rate. */
export function ConversionTable({
  id,
  heading,
  hint,
  name,
  rows,
}: {
  id: string;
  heading: string;
  hint: string;
  /** The first column's heading ('Source', 'Page'). */
  name: string;
  rows: ConversionRow[];
}) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <div className="grid gap-1">
        <h2 id={id} className="text-xl font-bold text-ink-900">
          {heading}
        </h2>
        <p className="text-sm text-ink-600">{hint}</p>
      </div>
      {rows.length === 0 ? (
        <p className="text-ink-600">{analyticsCopy.tables.empty}</p>
      ) : (
        <DataTable
          columns={[{ label: name }, { label: copy.visitors }, { label: copy.enquiriesAndRate }]}
        >
          {rows.map((row) => (
            <tr key={row.name ?? ""} className={cellStyles.row}>
              <th scope="row" className={`${cellStyles.cell} font-normal [overflow-wrap:anywhere]`}>
                {row.name ?? <span className="text-ink-600">{copy.direct}</span>}
              </th>
              <td className={cellStyles.cell}>{whole.format(row.visitors)}</td>
              {/* One column: a phone has room for three. */}
              <td className={`${cellStyles.cell} whitespace-nowrap`}>
                {copy.withRate(whole.format(row.enquiries), percent.format(row.rate))}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
