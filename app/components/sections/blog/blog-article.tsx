import { ArrowLeft as arrowLeftShape, ArrowRight as arrowRightShape } from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import { Link } from "react-router";
import { CommentForm } from "~/forms/comment-form";
import { blogCopy, blogSlug } from "~/content/blog";
import { StructuredData } from "~/components/ui/structured-data";
import { postDate } from "~/lib/post-date";
import type { PostView } from "~/lib/publishing";
import { usePublicConfig } from "~/lib/use-public-config";
import { PreviewNotice } from "../../ui/preview-notice";
import { ResponsiveImage } from "../../ui/responsive-image";
import { RichText } from "../../ui/rich-text";
import { CommentList, type ApprovedComment } from "./comment-list";
import { PostMeta } from "./post-meta";
import { ShareLinks } from "./share-links";

const ArrowLeft = lucideIcon(arrowLeftShape);
const ArrowRight = lucideIcon(arrowRightShape);

/**
 * A post with its tags, share links, neighbours, approved comments and comment
 * form: on its own page (/blog/{slug}), whose h1 is the title, and on
 * /blog-details (the latest post), whose h1 is the screen's name.
 */
export function BlogArticle({
  post: article,
  listPath,
  comments,
  titleInArticle,
}: {
  post: PostView;
  listPath: string;
  comments: ApprovedComment[];
  titleInArticle: boolean;
}) {
  const { siteUrl } = usePublicConfig();
  const date = postDate(article.publishedAt);
  return (
    <>
      <StructuredData
        data={{
          "@type": "BlogPosting",
          headline: article.title,
          description: article.seoDescription,
          datePublished: article.publishedAt,
          dateModified: article.updatedAt,
          author: { "@type": "Person", name: article.author },
          image: new URL(article.cover.src, siteUrl).href,
          articleSection: article.category,
          keywords: article.tags.join(", "),
          mainEntityOfPage: `${siteUrl}/blog/${article.slug}`,
          publisher: { "@id": `${siteUrl}/#organization` },
        }}
      />
      <article aria-labelledby="article-title">
        {article.previewLink ? (
          <PreviewNotice>{article.previewLink.notice}</PreviewNotice>
        ) : (
          article.draft && <PreviewNotice>{blogCopy.previewNotice}</PreviewNotice>
        )}
        <div className="overflow-hidden rounded-[var(--radius-card)] bg-ink-900 shadow-[var(--shadow-card)]">
          <ResponsiveImage
            image={article.cover}
            sizes="(min-width: 1280px) 800px, (min-width: 1024px) 60vw, 100vw"
            priority
            decorative={!article.cover.alt}
            className="h-auto w-full"
          />
        </div>
        <div className="mt-8">
          <PostMeta
            date={date.date}
            dateText={date.text}
            author={blogCopy.by(article.author)}
            category={article.category}
            comments={comments.length}
          />
        </div>
        <h2
          id="article-title"
          className={
            titleInArticle
              ? "mt-5 text-3xl leading-tight font-extrabold tracking-tight text-balance text-ink-900 md:text-5xl"
              : "sr-only"
          }
        >
          {article.title}
        </h2>
        <RichText html={article.bodyHtml} className="mt-6" />

        <div className="mt-12 flex flex-col gap-6 border-y border-ink-100 py-6 md:flex-row md:items-center md:justify-between">
          <div className="flex flex-wrap items-center gap-3">
            <p className="font-bold text-ink-900">{blogCopy.tagsLabel}</p>
            <ul className="flex flex-wrap gap-2">
              {article.tags.map((tag) => (
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
            <p className="font-bold text-ink-900">{blogCopy.shareLabel}</p>
            <ShareLinks title={article.title} />
          </div>
        </div>

        {(article.previous || article.next) && (
          <nav aria-label={blogCopy.postNavigation} className="mt-8">
            <ul className="grid gap-4 sm:grid-cols-2">
              {article.previous && (
                <li>
                  <Link
                    to={`${listPath}/${article.previous.slug}`}
                    rel="prev"
                    className="group flex h-full flex-col rounded-[var(--radius-card)] bg-ink-50 p-6 ring-1 ring-ink-100 transition-colors hover:bg-brand-600"
                  >
                    <span className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 group-hover:text-white">
                      <ArrowLeft aria-hidden="true" className="size-4" />
                      {blogCopy.previousPost}
                      <span className="sr-only">:</span>
                    </span>
                    <span className="mt-2 font-bold text-ink-900 group-hover:text-white">
                      {article.previous.title}
                    </span>
                  </Link>
                </li>
              )}
              {article.next && (
                <li className="sm:col-start-2">
                  <Link
                    to={`${listPath}/${article.next.slug}`}
                    rel="next"
                    className="group flex h-full flex-col items-end rounded-[var(--radius-card)] bg-ink-50 p-6 text-right ring-1 ring-ink-100 transition-colors hover:bg-brand-600"
                  >
                    <span className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 group-hover:text-white">
                      {blogCopy.nextPost}
                      <span className="sr-only">:</span>
                      <ArrowRight aria-hidden="true" className="size-4" />
                    </span>
                    <span className="mt-2 font-bold text-ink-900 group-hover:text-white">
                      {article.next.title}
                    </span>
                  </Link>
                </li>
              )}
            </ul>
          </nav>
        )}
      </article>

      <CommentList comments={comments} />

      <section
        aria-labelledby="comment-heading"
        className="mt-14 rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-ink-100 sm:p-10"
      >
        <h2
          id="comment-heading"
          className="text-2xl font-extrabold tracking-tight text-ink-900 md:text-3xl"
        >
          {blogCopy.commentHeading}
        </h2>
        <p className="mt-2 mb-8 text-ink-600">{blogCopy.commentIntro}</p>
        <CommentForm postSlug={article.slug} />
      </section>
    </>
  );
}
