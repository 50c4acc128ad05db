import { backupsCopy } from "./backups-words";
import { backupDownloadPath, type BackupRunRow } from "./backups";
import { cellStyles, DataTable } from "~/components/admin/data-table";
import { DateTime, dateTimeText } from "~/components/admin/date-time";
import { EmptyState } from "~/components/admin/empty-state";
import { ListSection } from "~/components/admin/list-section";
import { adminStyles } from "~/components/admin/styles";
import { formatBytes } from "~/lib/admin/media";

const copy = backupsCopy.list;
const columns = [
  { label: copy.columns.date },
  { label: copy.columns.size, wide: true },
  { label: copy.columns.verified },
  { label: copy.columns.stored, wide: true },
  { label: copy.columns.download },
];

/** Who started a run: the schedule, an owner's 'Back up now', the command by hand. */
function startedBy(run: BackupRunRow): string {
  if (run.trigger === "console") return copy.by.console(run.actor);
  return run.trigger ? copy.by[run.trigger] : copy.by.unrecorded;
}

/**
 * 'Verified': "Yes" (with what failed after it, if anything did), "No:
 * <reason>", "Running…", or "Not recorded" for a file no run recorded.
 */
function Verified({ run }: { run: BackupRunRow }) {
  switch (run.state) {
    case "running":
      return <span className="font-semibold text-ink-700">{copy.running}</span>;
    case "verified":
      return (
        <>
          <span className="font-semibold text-emerald-800">{copy.yes}</span>
          {run.error && <span className="block text-rose-800">{copy.after(run.error)}</span>}
        </>
      );
    case "failed":
      return <span className="text-rose-800">{copy.no(run.error ?? "")}</span>;
    case "unrecorded":
      return <span className="text-ink-600">{copy.unrecorded}</span>;
  }
}

/**
 * 'Stored': on this machine while BACKUP_DIR has it, and where its copy off
 * the machine went; the bucket keeps the same BACKUP_KEEP newest.
 */
function Stored({ run }: { run: BackupRunRow }) {
  if (run.state === "running" || run.file === null) return copy.none;
  if (!run.stored) return copy.removed;
  if (!run.offsite) return copy.here;
  return (
    <>
      {copy.hereAndOffsite}
      <span className="block text-xs [overflow-wrap:anywhere] text-ink-600">{run.offsite}</span>
    </>
  );
}

/**
 * The backups on /admin/backups, newest first: each run's date (and who
 * started it), its archive's size, whether it was verified (or why not),
 * whether the archive is still in BACKUP_DIR, and its 'Download' while it
 * is. With none, how to get one.
 */
export function BackupList({ runs, scheduled }: { runs: BackupRunRow[]; scheduled: boolean }) {
  if (runs.length === 0) {
    return (
      <EmptyState title={backupsCopy.empty.title}>
        <p>{scheduled ? backupsCopy.empty.scheduled : backupsCopy.empty.unscheduled}</p>
      </EmptyState>
    );
  }
  return (
    <ListSection id="backups-heading" heading={copy.heading}>
      <DataTable columns={columns}>
        {runs.map((run) => (
          <tr
            key={run.id ?? run.file}
            id={run.id === null ? undefined : `backup-${run.id}`}
            className={cellStyles.row}
          >
            <th scope="row" className={`${cellStyles.cell} font-normal`}>
              <span className="block font-semibold text-ink-900">
                <DateTime value={run.startedAt} />
              </span>
              <span className="block text-xs [overflow-wrap:anywhere] text-ink-600">
                {startedBy(run)}
              </span>
            </th>
            <td className={`${cellStyles.wide} whitespace-nowrap`}>
              {run.size === null ? copy.none : formatBytes(run.size)}
            </td>
            <td className={cellStyles.cell}>
              <Verified run={run} />
            </td>
            <td className={cellStyles.wide}>
              <Stored run={run} />
            </td>
            <td className={cellStyles.cell}>
              {run.file && run.stored && (
                <a
                  href={backupDownloadPath(run.file)}
                  download
                  aria-label={copy.downloadLabel(dateTimeText(run.startedAt))}
                  className={adminStyles.link}
                >
                  {copy.download}
                </a>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
    </ListSection>
  );
}
