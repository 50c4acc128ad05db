import { auditCopy } from "./audit-words";
import type { AuditEntryView } from "~/lib/admin/audit";
import { DateTime } from "~/components/admin/date-time";

/** Audit entries as a list (the overview's recent changes and the audit page). */
export function AuditList({
  entries,
  showAddress = false,
}: {
  entries: AuditEntryView[];
  showAddress?: boolean;
}) {
  return (
    <ol className="divide-y divide-ink-100">
      {entries.map((entry) => (
        <li key={entry.id} className="grid gap-1 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
          <span className="text-sm text-ink-500">
            <DateTime value={entry.at} />
          </span>
          <span className="min-w-0 text-ink-800">
            <span className="font-semibold">{auditCopy.actions[entry.action] ?? entry.action}</span>
            {" · "}
            <span className="break-all">{entry.actor ?? auditCopy.nobody}</span>
            {entry.target && (
              <span className="block text-sm break-all text-ink-600">
                {auditCopy.columns.target}: {entry.target}
              </span>
            )}
            {entry.detail && <span className="block text-sm text-ink-600">{entry.detail}</span>}
            {showAddress && entry.ip && (
              <span className="block text-sm text-ink-500">
                {auditCopy.columns.ip}: {entry.ip}
              </span>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}
