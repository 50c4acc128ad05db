import { backupsCopy } from "./backups-words";
import type { BackupsPage } from "./backups";
import { DateTime } from "~/components/admin/date-time";

const copy = backupsCopy.schedule;

/**
 * When the server takes a backup by itself (BACKUP_SCHEDULE in words, and
 * its next time) or that it does not, where the archives are kept and how
 * many (BACKUP_DIR, BACKUP_KEEP), and whether a copy leaves the machine.
 */
export function BackupScheduleLine({
  page,
}: {
  page: Pick<BackupsPage, "schedule" | "dir" | "keep" | "offsite">;
}) {
  const { schedule } = page;
  return (
    <p id="backup-schedule" className="text-ink-700">
      {schedule ? copy.on(schedule.words, schedule.expression) : copy.off}
      {schedule?.next && (
        <>
          {" "}
          {copy.next} <DateTime value={schedule.next} />.
        </>
      )}{" "}
      <span className="[overflow-wrap:anywhere]">{copy.folder(page.dir, page.keep)}</span>{" "}
      <span className="[overflow-wrap:anywhere]">
        {page.offsite ? copy.offsite(page.offsite) : copy.onlyHere}
      </span>
    </p>
  );
}
