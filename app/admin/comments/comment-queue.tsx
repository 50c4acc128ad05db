import { Form, Link, useNavigation } from "react-router";
import { commentStatuses, commentsCopy as copy } from "./comments-words";
import type { ConsoleComment } from "~/lib/admin/comments";
import type { CommentDecision, CommentStatus } from "~/lib/admin/statuses";
import { spamCopy } from "~/content/admin/spam";
import { DateTime } from "~/components/admin/date-time";
import { SpamReasons } from "~/components/admin/spam-reasons";
import { StatusBadge, UnverifiedBadge } from "~/components/admin/status-badge";
import { adminStyles } from "~/components/admin/styles";
import { chip } from "~/components/admin/list-filters";

const decisions: { value: CommentDecision; style: string }[] = [
  { value: "approve", style: adminStyles.primaryButton },
  { value: "reject", style: adminStyles.secondaryButton },
  { value: "spam", style: adminStyles.secondaryButton },
  { value: "delete", style: adminStyles.dangerButton },
];
// A spam comment: 'Not spam' first (back to pending), and no 'Spam'.
const spamDecisions: { value: CommentDecision; style: string }[] = [
  { value: "not-spam", style: adminStyles.primaryButton },
  { value: "approve", style: adminStyles.secondaryButton },
  { value: "reject", style: adminStyles.secondaryButton },
  { value: "delete", style: adminStyles.dangerButton },
];

/** Links that filter the queue by status. */
export function CommentFilter({ status }: { status: CommentStatus | null }) {
  return (
    <nav aria-label={copy.filterLabel}>
      <ul className="flex flex-wrap gap-2">
        {commentStatuses.map((s) => (
          <li key={s.value}>
            <Link
              to={`/admin/comments?status=${s.value}`}
              aria-current={status === s.value ? "page" : undefined}
              className={chip(status === s.value)}
            >
              {s.label}
            </Link>
          </li>
        ))}
        <li>
          <Link
            to="/admin/comments?status=all"
            aria-current={status === null ? "page" : undefined}
            className={chip(status === null)}
          >
            {copy.all}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/** One comment with its four decisions, each a button of one POST form. */
export function CommentCard({ comment }: { comment: ConsoleComment }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === comment.id;
  const label = commentStatuses.find((s) => s.value === comment.status)?.label;
  return (
    <li className={`${adminStyles.card} grid gap-3`} aria-labelledby={`comment-${comment.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={comment.status} label={label} />
        {comment.captcha === "unverified" && (
          <UnverifiedBadge label={copy.unverified} hint={copy.unverifiedHint} />
        )}
        <span className="ml-auto text-sm text-ink-500">
          <DateTime value={comment.createdAt} />
        </span>
      </div>
      <p id={`comment-${comment.id}`} className="font-bold break-words text-ink-900">
        {comment.name}{" "}
        <span className="font-normal break-all text-ink-600">&lt;{comment.email}&gt;</span>
      </p>
      <p className="text-sm text-ink-600">
        {copy.on} <span className="font-semibold">{comment.postSlug ?? copy.noPost}</span>
      </p>
      <p className="whitespace-pre-wrap break-words text-ink-800">{comment.message}</p>
      {comment.status === "spam" && (
        <section
          aria-labelledby={`spam-${comment.id}`}
          className="grid gap-2 rounded-xl bg-ink-50 p-4 ring-1 ring-ink-100"
        >
          <h2 id={`spam-${comment.id}`} className="text-base font-bold text-ink-900">
            {spamCopy.heading}
          </h2>
          <SpamReasons spam={comment.spam} />
        </section>
      )}
      <Form method="post" className="flex flex-wrap gap-2">
        <input type="hidden" name="id" value={comment.id} />
        {(comment.status === "spam" ? spamDecisions : decisions).map((d) => (
          <button
            key={d.value}
            type="submit"
            name="decision"
            value={d.value}
            disabled={busy}
            aria-label={copy.decisionLabel(copy.decisions[d.value], comment.name)}
            className={d.style}
          >
            {copy.decisions[d.value]}
          </button>
        ))}
      </Form>
    </li>
  );
}
