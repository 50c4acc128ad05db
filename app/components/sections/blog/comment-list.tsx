import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { langOf } from "~/lib/fallback-language";
import type { InterfaceCopy } from "~/lib/page-copy";
import { commentDate } from "~/lib/post-date";
import { Words } from "~/components/ui/words";

const UserRound = lucideIcon(lucide.UserRound);

export interface ApprovedComment {
  id: string;
  name: string;
  message: string;
  createdAt: string;
}

/** A post's approved comments, oldest first: only what a moderator let through. */
export function CommentList({
  comments,
  language,
  words,
}: {
  comments: ApprovedComment[];
  /** The page's language: the comments' dates are written in it. */
  language: string;
  /** The page's words (a static island reads no hook). */
  words: Pick<InterfaceCopy, "commentsNone" | "commentsOne" | "commentsMany">;
}) {
  return (
    <section aria-labelledby="comments-heading" className="render-near mt-14">
      <h2
        id="comments-heading"
        lang={langOf(words, comments.length === 1 ? "commentsOne" : "commentsMany")}
        className="text-2xl font-extrabold tracking-tight text-ink-900 md:text-3xl"
      >
        {comments.length === 1
          ? words.commentsOne
          : words.commentsMany.replace("{count}", String(comments.length))}
      </h2>
      {comments.length === 0 ? (
        <Words of={words} name="commentsNone" className="mt-4 text-ink-600" />
      ) : (
        <ol className="mt-6 grid gap-5">
          {comments.map((comment) => (
            <li
              key={comment.id}
              className="flex gap-4 rounded-[var(--radius-card)] bg-ink-50 p-5 ring-1 ring-ink-100 sm:p-6"
            >
              <span
                aria-hidden="true"
                className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-700"
              >
                <UserRound className="size-5" />
              </span>
              <article className="min-w-0">
                <p className="font-bold break-words text-ink-900">{comment.name}</p>
                <p className="text-sm text-ink-500">
                  <time dateTime={comment.createdAt}>
                    {commentDate(comment.createdAt, language)}
                  </time>
                </p>
                <p className="mt-2 leading-relaxed break-words whitespace-pre-wrap text-ink-700">
                  {comment.message}
                </p>
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
