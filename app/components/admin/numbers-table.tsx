import type { ReactNode } from "react";
import { adminStyles } from "./styles";

/**
 * A chart's numbers as a table, folded under `summary` ('Show the numbers'):
 * the same figures for anyone who reads rather than looks. Each row's first
 * cell names it (a row heading); the others are its numbers.
 */
export function NumbersTable({
  summary,
  caption,
  columns,
  rows,
}: {
  summary: string;
  /** Read by screen readers only: the chart's name. */
  caption: string;
  columns: readonly string[];
  rows: readonly { key: string; name: ReactNode; cells: readonly ReactNode[] }[];
}) {
  return (
    <details className="text-sm">
      <summary className={`${adminStyles.link} cursor-pointer`}>{summary}</summary>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left">
          <caption className="sr-only">{caption}</caption>
          <thead className="text-ink-600">
            <tr>
              {columns.map((label) => (
                <th key={label} scope="col" className="py-1 pr-4 font-semibold">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100 text-ink-900">
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className="py-1 pr-4 font-normal">
                  {row.name}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={index} className="py-1 pr-4 tabular-nums">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
