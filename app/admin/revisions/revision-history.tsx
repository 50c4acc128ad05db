import * as lucide from "lucide";
import { Link } from "react-router";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { revisionsCopy as copy } from "~/content/admin/revisions";
import { comparePath, editorPath, type RevisionHistory } from "~/lib/admin/revisions";
import { DataTable } from "~/components/admin/data-table";
import { DateTime } from "~/components/admin/date-time";
import { EmptyState } from "~/components/admin/empty-state";
import { PageHeading } from "~/components/admin/page-heading";
import { StatusBadge } from "~/components/admin/status-badge";
import { adminStyles } from "~/components/admin/styles";

const ArrowLeft = lucideIcon(lucide.ArrowLeft);

/** The most fields a row names; the rest are counted. */
const NAMED_FIELDS = 6;

const when = (value: string) => `${value.slice(0, 10)} ${value.slice(11, 16)} UTC`;

/** A row's changed fields: the first few by name, then how many more. */
function changedText(changed: string[]): string {
  if (changed.length === 0) return copy.noFieldChanged;
  const named = changed.slice(0, NAMED_FIELDS).join(", ");
  const more = changed.length - NAMED_FIELDS;
  return more > 0 ? `${named} ${copy.more(more)}` : named;
}

/** 'Compare' on a row, named for screen readers by the row's time. */
function CompareLink({
  revision,
  history,
}: {
  revision: RevisionHistory["revisions"][number];
  history: RevisionHistory;
}) {
  return (
    <Link
      to={comparePath(history.subject.kind, history.subject.key, revision.id)}
      className={adminStyles.link}
    >
      {copy.compare}
      <span className="sr-only">{copy.compareWhat(when(revision.createdAt))}</span>
    </Link>
  );
}

/**
 * An item's history (`…/:item/history`): its saved versions, newest first,
 * each with when, who and which fields it changed, and 'Compare' to see it
 * beside the current text (and restore it from there).
 */
export function RevisionHistoryView({
  history,
  restoredFrom,
}: {
  history: RevisionHistory;
  restoredFrom: string | null;
}) {
  const { subject, revisions } = history;
  return (
    <>
      <PageHeading title={copy.history} description={subject.title}>
        <Link to={editorPath(subject.kind, subject.key)} className={adminStyles.secondaryButton}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {copy.backToEditor}
        </Link>
      </PageHeading>

      <p className="max-w-prose text-ink-700">{copy.historyDescription}</p>

      {restoredFrom && (
        <p role="status" className={adminStyles.success}>
          {copy.restored(when(restoredFrom))}
        </p>
      )}

      {revisions.length === 0 ? (
        <EmptyState title={copy.empty} />
      ) : (
        <DataTable
          caption={copy.historyTitle(subject.title)}
          columns={[
            { label: copy.columns.when },
            // Phones: who saved it goes under the time.
            { label: copy.columns.who, wide: true },
            { label: copy.columns.changed },
            // Phones: 'Compare' goes under the changed fields.
            { label: <span className="sr-only">{copy.columns.actions}</span>, wide: true },
          ]}
        >
          {revisions.map((revision) => (
            <tr key={revision.id} className="align-top hover:bg-ink-50">
              <td className="px-3 py-3 text-ink-800 sm:px-5">
                <span className="whitespace-nowrap">
                  <DateTime value={revision.createdAt} />
                </span>
                {revision.current && (
                  <span className="mt-1 block sm:mt-0 sm:ml-2 sm:inline">
                    <StatusBadge status="approved" label={copy.current} />
                  </span>
                )}
                <span className="block text-xs text-ink-600 sm:hidden">
                  {revision.createdBy ?? copy.nobody}
                </span>
              </td>
              <td className="hidden px-3 py-3 break-all text-ink-700 sm:table-cell sm:px-5">
                {revision.createdBy ?? copy.nobody}
              </td>
              <td className="px-3 py-3 break-words text-ink-700 sm:px-5">
                {revision.original ? copy.original : changedText(revision.changed)}
                {revision.restoredFrom && (
                  <span className="mt-1 block text-xs font-semibold text-brand-700">
                    {revision.restoredFrom.createdAt
                      ? copy.restoredFrom(when(revision.restoredFrom.createdAt))
                      : copy.restoredOlder}
                  </span>
                )}
                <span className="mt-2 block sm:hidden">
                  <CompareLink revision={revision} history={history} />
                </span>
              </td>
              <td className="hidden px-3 py-3 text-right sm:table-cell sm:px-5">
                <CompareLink revision={revision} history={history} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <p className="text-sm text-ink-600">{copy.retention}</p>
    </>
  );
}
