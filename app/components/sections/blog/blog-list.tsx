import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { Link } from "react-router";
import { langOf } from "~/lib/fallback-language";
import { useInterfaceWords } from "~/lib/interface-words";
import { commentsIn } from "~/lib/comments-count";
import { postDate } from "~/lib/post-date";
import { usePageLanguage } from "~/lib/use-page-language";
import type { PostSummary } from "~/lib/publishing";
import { ResponsiveImage } from "../../ui/responsive-image";
import { ButtonLink } from "../../ui/button-link";
import { Reveal } from "../../ui/reveal";
import { Pagination } from "./pagination";
import { PostMeta } from "./post-meta";
import { Words } from "~/components/ui/words";

const ArrowRight = lucideIcon(lucide.ArrowRight);
const SearchX = lucideIcon(lucide.SearchX);
const X = lucideIcon(lucide.X);

export interface BlogListProps {
  posts: PostSummary[];
  page: number;
  pageCount: number;
  total: number;
  /** Set when the list is filtered: what the visitor asked for, in words. */
  filterTitle: string | null;
  /** Its words' language where it is not the page's (app/lib/fallback-language.ts). */
  filterTitleLang?: string | undefined;
  /** The query as typed, for the "nothing matches" message. */
  filterText: string;
  listPath: string;
  /** The search parameters other than `page`, kept by the page links. */
  params: string;
}

/** The posts of one page of the blog, or the search results, with pagination. */
export function BlogList({
  posts,
  page,
  pageCount,
  total,
  filterTitle,
  filterTitleLang,
  filterText,
  listPath,
  params,
}: BlogListProps) {
  const words = useInterfaceWords();
  const foundKey =
    total === 0 ? "blogResultsNone" : total === 1 ? "blogResultsOne" : "blogResultsMany";
  const found = words[foundKey];
  const hrefFor = (n: number) => {
    const search = new URLSearchParams(params);
    if (n > 1) search.set("page", String(n));
    const qs = search.toString();
    return qs ? `${listPath}?${qs}` : listPath;
  };
  return (
    <section aria-labelledby="blog-list-heading">
      {filterTitle ? (
        <div className="mb-10 flex flex-wrap items-center justify-between gap-4 rounded-[var(--radius-card)] bg-brand-100/60 px-6 py-5">
          <div>
            <h2
              id="blog-list-heading"
              lang={filterTitleLang}
              className="text-2xl font-extrabold tracking-tight text-ink-900"
            >
              {filterTitle}
            </h2>
            <p role="status" lang={langOf(words, foundKey)} className="mt-1 text-ink-700">
              {found?.replace("{count}", String(total))}
            </p>
          </div>
          <Link
            to={listPath}
            lang={langOf(words, "blogShowAll")}
            className="inline-flex items-center gap-1.5 rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink-800 ring-1 ring-ink-200 hover:bg-brand-600 hover:text-white"
          >
            <X aria-hidden="true" className="size-4" />
            {words.blogShowAll}
          </Link>
        </div>
      ) : (
        <Words
          as="h2"
          of={words}
          name="blogPostsHeading"
          id="blog-list-heading"
          className="sr-only"
        />
      )}

      {posts.length === 0 ? (
        <div className="flex flex-col items-center rounded-[var(--radius-card)] border border-dashed border-ink-200 px-6 py-16 text-center">
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-ink-50 text-brand-600">
            <SearchX aria-hidden="true" className="size-8" />
          </span>
          <p lang={langOf(words, "blogNoResults")} className="mt-6 text-xl font-bold text-ink-900">
            {words.blogNoResults?.replace("{query}", filterText)}
          </p>
          <Words of={words} name="blogNoResultsHint" className="mt-2 text-ink-600" />
          <Words as={ButtonLink} of={words} name="blogShowAll" to={listPath} className="mt-8" />
        </div>
      ) : (
        <ul className="grid gap-12">
          {posts.map((post, i) => (
            <li key={post.id}>
              <PostCard post={post} eager={i === 0} href={`${listPath}/${post.slug}`} />
            </li>
          ))}
        </ul>
      )}

      {pageCount > 1 && <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />}
    </section>
  );
}

function PostCard({ post, eager, href }: { post: PostSummary; eager: boolean; href: string }) {
  const date = postDate(post.publishedAt, usePageLanguage());
  const words = useInterfaceWords();
  return (
    <Reveal
      as="article"
      className={`group overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] ring-1 ring-ink-100`}
    >
      <div className="overflow-hidden bg-ink-900">
        <ResponsiveImage
          image={post.cover}
          sizes="(min-width: 1280px) 800px, (min-width: 1024px) 60vw, 100vw"
          priority={eager}
          decorative
          className="aspect-[12/7] h-auto w-full object-cover transition-transform duration-700 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
      </div>
      <div className="p-6 sm:p-9">
        <PostMeta
          date={date.date}
          dateText={date.text}
          author={words.byAuthor?.replace("{author}", post.author) ?? ""}
          category={post.category}
          comments={commentsIn(words, post.comments)}
          authorLang={langOf(words, "byAuthor")}
          commentsLang={langOf(words, post.comments === 1 ? "commentsOne" : "commentsMany")}
        />
        <h3 className="mt-4 text-2xl leading-tight font-extrabold tracking-tight text-ink-900 md:text-3xl">
          <Link to={href} className="hover:text-brand-700">
            {post.title}
          </Link>
        </h3>
        <p className="mt-4 text-lg leading-relaxed text-ink-600">{post.summary}</p>
        <Link
          to={href}
          className="mt-7 inline-flex items-center gap-2 rounded-full bg-ink-950 px-6 py-3 text-sm font-semibold text-white transition-colors hover:bg-brand-600"
        >
          <Words as="span" of={words} name="readMore" />
          <span lang={langOf(words, "readMoreAbout")} className="sr-only">
            {" "}
            {words.readMoreAbout?.replace("{title}", post.title)}
          </span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </Reveal>
  );
}
