import type { AnalyticsRow } from "./analytics";
import { analyticsCopy } from "./analytics-words";
import { cellStyles, DataTable } from "~/components/admin/data-table";
import { ListSection } from "~/components/admin/list-section";

const copy = analyticsCopy.tables;
const whole = new Intl.NumberFormat("en");

/** One of the page's tables: what it names, its visitors and its count, the largest first. */
export function AnalyticsTable({
  id,
  heading,
  name,
  count,
  rows,
  people = true,
}: {
  id: string;
  heading: string;
  /** The first column's heading ('Page', 'Site'). */
  name: string;
  /** The count's heading ('Views', 'Requests'). */
  count: string;
  rows: AnalyticsRow[];
  /** Whether the rows are people's (bots' are not visitors). */
  people?: boolean;
}) {
  const columns = [
    { label: name },
    ...(people ? [{ label: copy.visitors }] : []),
    { label: count },
  ];
  return (
    <ListSection id={id} heading={heading}>
      {rows.length === 0 ? (
        <p className="text-ink-600">{copy.empty}</p>
      ) : (
        <DataTable columns={columns}>
          {rows.map((row) => (
            <tr key={row.name} className={cellStyles.row}>
              <th scope="row" className={`${cellStyles.cell} font-normal [overflow-wrap:anywhere]`}>
                {row.name}
              </th>
              {people && <td className={cellStyles.cell}>{whole.format(row.visitors)}</td>}
              <td className={cellStyles.cell}>{whole.format(row.count)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </ListSection>
  );
}
