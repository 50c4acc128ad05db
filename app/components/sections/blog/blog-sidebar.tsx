import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { commentsIn } from "~/lib/comments-count";
import { langOf } from "~/lib/fallback-language";
import type { InterfaceCopy } from "~/lib/page-copy";
import type { BlogSidebarData } from "~/lib/publishing";
import { ResponsiveImage } from "../../ui/responsive-image";
import { Words } from "~/components/ui/words";

const Search = lucideIcon(lucide.Search);

const widget = "rounded-[var(--radius-card)] bg-ink-50 p-6 ring-1 ring-ink-100";
const widgetHeading =
  "relative pb-3 text-xl font-bold text-ink-900 after:absolute after:bottom-0 after:left-0 after:h-0.5 after:w-10 after:rounded-full after:bg-brand-600";

/** A widget of the sidebar: its card and heading; a list of links is a `nav` named by it. */
function Widget({
  as: Tag = "div",
  words,
  name,
  id,
  children,
}: {
  as?: "div" | "nav";
  words: Partial<InterfaceCopy>;
  name: "searchHeading" | "categoriesHeading" | "recentHeading" | "tagsHeading";
  id: string;
  children: ReactNode;
}) {
  return (
    <Tag aria-labelledby={Tag === "nav" ? id : undefined} className={widget}>
      <Words as="h2" of={words} name={name} id={id} className={widgetHeading} />
      {children}
    </Tag>
  );
}

/**
 * The right sidebar of the blog list and blog details: search (a GET form to
 * the list, so results have an address), categories, recent posts and tags.
 * A static island (./islands.ts): links and a plain form, no code.
 */
export function BlogSidebar({
  query = "",
  listPath,
  data,
  words,
}: {
  query?: string;
  /** The blog's list under / or /home-two (./blog-path.ts). */
  listPath: string;
  data: BlogSidebarData;
  /** The page's words (a static island reads no hook). */
  words: Partial<InterfaceCopy>;
}) {
  return (
    <div className="render-near-stacked flex flex-col gap-8">
      <Widget words={words} name="searchHeading" id="blog-search-heading">
        <form method="get" action={listPath} role="search" className="mt-5">
          <Words
            as="label"
            of={words}
            name="searchLabel"
            htmlFor="blog-search"
            className="sr-only"
          />
          <div className="flex rounded-full bg-white p-1 ring-1 ring-ink-200 focus-within:ring-2 focus-within:ring-brand-600">
            {/* Width 0, grown by flex: its default width (20 characters) would widen the sidebar past a 320 px screen. */}
            <input
              id="blog-search"
              key={query}
              type="search"
              name="q"
              defaultValue={query}
              placeholder={words.searchPlaceholder}
              className="w-0 min-w-0 flex-1 bg-transparent px-4 text-ink-900 placeholder:text-ink-500 focus:outline-none"
            />
            <button
              type="submit"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white transition-colors hover:bg-brand-700"
            >
              <Search aria-hidden="true" className="size-5" />
              <Words as="span" of={words} name="searchSubmit" className="sr-only" />
            </button>
          </div>
        </form>
      </Widget>

      <Widget as="nav" words={words} name="categoriesHeading" id="blog-categories-heading">
        <ul className="mt-5 grid gap-2">
          {data.categories.map((category) => (
            <li key={category.slug}>
              <Link
                to={`${listPath}?category=${category.slug}`}
                className="group flex items-center justify-between rounded-xl bg-white px-4 py-3 font-medium text-ink-800 transition-colors hover:bg-brand-600 hover:text-white"
              >
                {category.name}
                <span
                  aria-hidden="true"
                  className="inline-flex min-w-8 items-center justify-center rounded-full bg-ink-100 px-2 py-0.5 text-sm font-semibold text-ink-700 group-hover:bg-white/20 group-hover:text-white"
                >
                  {category.count}
                </span>
                <span
                  lang={langOf(
                    words,
                    category.count === 1 ? "categoryPostsOne" : "categoryPostsMany",
                  )}
                  className="sr-only"
                >{`, ${(category.count === 1 ? words.categoryPostsOne : words.categoryPostsMany)?.replace("{count}", String(category.count))}`}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Widget>

      <Widget words={words} name="recentHeading" id="blog-recent-heading">
        <ul className="mt-5 grid gap-5">
          {data.recent.map((post) => (
            <li key={post.id} className="flex gap-4">
              <ResponsiveImage
                image={post.cover}
                sizes="80px"
                decorative
                className="size-20 shrink-0 rounded-xl bg-ink-200 object-cover"
              />
              <div className="min-w-0">
                <p className="text-xs font-semibold text-ink-600">
                  <span className="text-brand-700">{post.category}</span>
                  <span aria-hidden="true"> · </span>
                  <span className="sr-only">, </span>
                  <span lang={langOf(words, post.comments === 1 ? "commentsOne" : "commentsMany")}>
                    {commentsIn(words, post.comments)}
                  </span>
                </p>
                <Link
                  to={`${listPath}/${post.slug}`}
                  className="mt-1 block leading-snug font-bold text-ink-900 hover:text-brand-700"
                >
                  {post.title}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </Widget>

      <Widget as="nav" words={words} name="tagsHeading" id="blog-tags-heading">
        <ul className="mt-5 flex flex-wrap gap-2">
          {data.tags.map((tag) => (
            <li key={tag.id}>
              <Link
                to={`${listPath}?tag=${tag.id}`}
                className="inline-block rounded-full bg-white px-4 py-2 text-sm font-medium text-ink-700 ring-1 ring-ink-200 transition-colors hover:bg-brand-600 hover:text-white hover:ring-brand-600"
              >
                {tag.name}
              </Link>
            </li>
          ))}
        </ul>
      </Widget>
    </div>
  );
}
