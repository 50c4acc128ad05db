import * as lucide from "lucide";
import { Link } from "react-router";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { blogSlug } from "~/content/blog";
import { langOf } from "~/lib/fallback-language";
import type { InterfaceCopy } from "~/lib/page-copy";
import type { PostView } from "~/lib/publishing";
import { ShareLinks } from "./share-links";
import { Words } from "~/components/ui/words";

const ArrowLeft = lucideIcon(lucide.ArrowLeft);
const ArrowRight = lucideIcon(lucide.ArrowRight);

/**
 * The end of a post: its tags, share links and the previous and next posts.
 * Links only, so a static island (./islands.ts): kept as the server rendered it.
 */
export function ArticleFooter({
  tags,
  listPath,
  shareUrl,
  title,
  previous,
  next,
  words,
}: {
  tags: string[];
  listPath: string;
  shareUrl: string;
  title: string;
  previous: PostView["previous"];
  next: PostView["next"];
  /** The page's words (a static island reads no hook). */
  words: Pick<
    InterfaceCopy,
    | "tagsLabel"
    | "shareLabel"
    | "shareOn"
    | "newTab"
    | "postNavigation"
    | "previousPost"
    | "nextPost"
  >;
}) {
  return (
    <div>
      <div className="mt-12 flex flex-col gap-6 border-y border-ink-100 py-6 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-wrap items-center gap-3">
          <Words of={words} name="tagsLabel" className="font-bold text-ink-900" />
          <ul className="flex flex-wrap gap-2">
            {tags.map((tag) => (
              <li key={tag}>
                <Link
                  to={`${listPath}?tag=${blogSlug(tag)}`}
                  className="inline-block rounded-full bg-ink-50 px-4 py-2 text-sm font-medium text-ink-700 ring-1 ring-ink-200 transition-colors hover:bg-brand-600 hover:text-white"
                >
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex items-center gap-3">
          <Words of={words} name="shareLabel" className="font-bold text-ink-900" />
          <ShareLinks url={shareUrl} title={title} words={words} />
        </div>
      </div>

      {(previous || next) && (
        <nav aria-label={words.postNavigation} className="mt-8">
          <ul className="grid gap-4 sm:grid-cols-2">
            {previous && (
              <li>
                <Link
                  to={`${listPath}/${previous.slug}`}
                  rel="prev"
                  className="group flex h-full flex-col rounded-[var(--radius-card)] bg-ink-50 p-6 ring-1 ring-ink-100 transition-colors hover:bg-brand-600"
                >
                  <span
                    lang={langOf(words, "previousPost")}
                    className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 group-hover:text-white"
                  >
                    <ArrowLeft aria-hidden="true" className="size-4" />
                    {words.previousPost}
                    <span className="sr-only">:</span>
                  </span>
                  <span className="mt-2 font-bold text-ink-900 group-hover:text-white">
                    {previous.title}
                  </span>
                </Link>
              </li>
            )}
            {next && (
              <li className="sm:col-start-2">
                <Link
                  to={`${listPath}/${next.slug}`}
                  rel="next"
                  className="group flex h-full flex-col items-end rounded-[var(--radius-card)] bg-ink-50 p-6 text-right ring-1 ring-ink-100 transition-colors hover:bg-brand-600"
                >
                  <span
                    lang={langOf(words, "nextPost")}
                    className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 group-hover:text-white"
                  >
                    {words.nextPost}
                    <span className="sr-only">:</span>
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </span>
                  <span className="mt-2 font-bold text-ink-900 group-hover:text-white">
                    {next.title}
                  </span>
                </Link>
              </li>
            )}
          </ul>
        </nav>
      )}
    </div>
  );
}
