import { Link } from "react-router";
import { backupWarningCopy as copy } from "./backups-words";
import { BACKUPS_PATH, type BackupWarning } from "./backups";
import { dateTimeText } from "~/components/admin/date-time";
import { adminStyles } from "~/components/admin/styles";

/**
 * The overview's card when backups need an owner: the last run failed (and
 * why), or the schedule is on and two of its backups are missing; a link to
 * /admin/backups.
 */
export function BackupWarningCard({ warning }: { warning: BackupWarning }) {
  return (
    <section aria-labelledby="backup-warning-heading" className={`${adminStyles.error} grid gap-1`}>
      <h2 id="backup-warning-heading" className="font-bold">
        {copy.heading}
      </h2>
      {warning.failed && (
        <p>{copy.failed(dateTimeText(warning.failed.at), warning.failed.error)}</p>
      )}
      {warning.overdue && <p>{copy.overdue(dateTimeText(warning.overdue.lastVerifiedAt))}</p>}
      <p>
        <Link to={BACKUPS_PATH} className="font-semibold underline underline-offset-4">
          {copy.open}
        </Link>
      </p>
    </section>
  );
}
