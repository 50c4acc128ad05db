import * as lucide from "lucide";
import { Form, Link, useNavigation } from "react-router";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { revisionsCopy as copy } from "~/content/admin/revisions";
import {
  historyPath,
  type DiffSegment,
  type FieldDifference,
  type RevisionComparison,
} from "~/lib/admin/revisions";
import { PageHeading } from "~/components/admin/page-heading";
import { StatusBadge } from "~/components/admin/status-badge";
import { adminStyles } from "~/components/admin/styles";

const ArrowLeft = lucideIcon(lucide.ArrowLeft);
const RestoreIcon = lucideIcon(lucide.RotateCcw);

const when = (value: string) => `${value.slice(0, 10)} ${value.slice(11, 16)} UTC`;

/** One side of a field: its text, what only this side has marked (struck on the revision's, underlined on the current). */
function Side({
  heading,
  segments,
  empty,
  mark,
}: {
  heading: string;
  segments: DiffSegment[];
  empty: boolean;
  mark: "del" | "ins";
}) {
  const Mark = mark;
  return (
    <div className="min-w-0 rounded-xl bg-ink-50 p-4 ring-1 ring-ink-100">
      <p className="text-xs font-bold tracking-wide text-ink-600 uppercase">{heading}</p>
      <div className="mt-2 text-sm leading-relaxed break-words whitespace-pre-wrap text-ink-900">
        {empty ? (
          <span className="text-ink-600 italic">{copy.emptyValue}</span>
        ) : (
          segments.map((segment, index) =>
            "gap" in segment ? (
              <span key={index} className="my-1 block text-xs text-ink-600 italic">
                {`… ${copy.gap(segment.gap)} …`}
              </span>
            ) : segment.changed ? (
              <Mark
                key={index}
                className={
                  mark === "del"
                    ? "rounded bg-rose-100 text-rose-900 decoration-rose-700"
                    : "rounded bg-emerald-100 text-emerald-900 decoration-emerald-700"
                }
              >
                {segment.text}
              </Mark>
            ) : (
              <span key={index}>{segment.text}</span>
            ),
          )
        )}
      </div>
    </div>
  );
}

function Difference({ difference, index }: { difference: FieldDifference; index: number }) {
  const id = `difference-${index}`;
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h3 id={id} className="font-bold text-ink-900">
        {difference.label}
      </h3>
      <div className="grid gap-3 md:grid-cols-2">
        <Side
          heading={copy.sides.revision}
          segments={difference.revision}
          empty={difference.revisionEmpty}
          mark="del"
        />
        <Side
          heading={copy.sides.current}
          segments={difference.current}
          empty={difference.currentEmpty}
          mark="ins"
        />
      </div>
    </section>
  );
}

/**
 * A revision beside the item's current text (`…/:item/history/:revision`):
 * each field that differs, side by side, and 'Restore this version', a real
 * form posting the version the page was opened at.
 */
export function RevisionCompareView({
  comparison,
  message,
}: {
  comparison: RevisionComparison;
  message: string | null;
}) {
  const { subject, revision, differences, same, keptOnRestore, restorable } = comparison;
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <PageHeading title={copy.compareTitle(subject.title)}>
        <Link to={historyPath(subject.kind, subject.key)} className={adminStyles.secondaryButton}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {copy.backToHistory}
        </Link>
      </PageHeading>

      <p className="flex flex-wrap items-center gap-2 text-ink-700">
        {copy.compareDescription(when(revision.createdAt), revision.createdBy ?? copy.nobody)}
        {revision.current && <StatusBadge status="approved" label={copy.current} />}
      </p>

      {message && (
        <p role="alert" className={adminStyles.error}>
          {message}
        </p>
      )}

      <section aria-labelledby="differences" className={`${adminStyles.card} grid gap-6`}>
        <div>
          <h2 id="differences" className="text-lg font-bold text-ink-900">
            {copy.differencesHeading}
          </h2>
          {differences.length > 0 && <p className="mt-1 text-sm text-ink-600">{copy.legend}</p>}
        </div>
        {differences.length === 0 ? (
          <p className="text-ink-700">{copy.noDifferences}</p>
        ) : (
          differences.map((difference, index) => (
            <Difference key={difference.name} difference={difference} index={index} />
          ))
        )}
        {same.length > 0 && (
          <details className="text-sm text-ink-700">
            <summary className="cursor-pointer font-semibold text-ink-800">
              {copy.same(same.length)}
            </summary>
            <ul className="mt-2 list-disc pl-5">
              {same.map((label) => (
                <li key={label}>{label}</li>
              ))}
            </ul>
          </details>
        )}
      </section>

      {!restorable && differences.length > 0 && (
        <p className="text-sm text-ink-700">{copy.onlyKept(keptOnRestore)}</p>
      )}
      {restorable && (
        <Form method="post" className={`${adminStyles.card} grid gap-3`}>
          <input type="hidden" name="version" value={subject.version} />
          <p id="restore-hint" className="text-sm text-ink-700">
            {copy.restoreHint(subject.kind)}
            {keptOnRestore.length > 0 && ` ${copy.kept(keptOnRestore)}`}
          </p>
          <div>
            <button
              type="submit"
              disabled={busy}
              aria-describedby="restore-hint"
              className={adminStyles.primaryButton}
            >
              <RestoreIcon aria-hidden="true" className="size-4" />
              {copy.restore}
            </button>
          </div>
        </Form>
      )}
    </>
  );
}
