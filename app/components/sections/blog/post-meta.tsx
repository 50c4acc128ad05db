import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";

const CalendarDays = lucideIcon(lucide.CalendarDays);
const FolderOpen = lucideIcon(lucide.FolderOpen);
const MessageCircle = lucideIcon(lucide.MessageCircle);
const UserRound = lucideIcon(lucide.UserRound);

/** Date, author, category and comment count of a post. */
export function PostMeta({
  date,
  dateText,
  author,
  category,
  comments,
  authorLang,
  commentsLang,
}: {
  date: string;
  dateText: string;
  author: string;
  category?: string;
  /** The comments' count, in the page's words ("3 Comments"). */
  comments?: string;
  /** The author's and the comments' words' language where it is not the page's (app/lib/fallback-language.ts). */
  authorLang?: string | undefined;
  commentsLang?: string | undefined;
}) {
  const item = "inline-flex items-center gap-1.5";
  const icon = "size-4 text-brand-600";
  return (
    <ul className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm font-medium text-ink-600">
      <li className={item}>
        <CalendarDays aria-hidden="true" className={icon} />
        <time dateTime={date}>{dateText}</time>
      </li>
      <li lang={authorLang} className={item}>
        <UserRound aria-hidden="true" className={icon} />
        {author}
      </li>
      {category && (
        <li className={item}>
          <FolderOpen aria-hidden="true" className={icon} />
          {category}
        </li>
      )}
      {comments !== undefined && (
        <li lang={commentsLang} className={item}>
          <MessageCircle aria-hidden="true" className={icon} />
          {comments}
        </li>
      )}
    </ul>
  );
}
