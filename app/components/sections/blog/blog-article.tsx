import { ArrowLeft, ArrowRight, Quote } from "lucide-react";
import { Link } from "react-router";
import { CommentForm } from "~/contact/comment-form";
import { blogArticle as article, blogArticleNav, blogCopy, blogSlug } from "~/content/blog";
import { StructuredData } from "~/components/ui/structured-data";
import { usePublicConfig } from "~/lib/use-public-config";
import { CommentList, type ApprovedComment } from "./comment-list";
import { PostMeta } from "./post-meta";
import { ShareLinks } from "./share-links";

/** The article of /blog-details with its tags, share links, neighbours, approved comments and comment form. */
export function BlogArticle({
  listPath,
  comments,
}: {
  listPath: string;
  comments: ApprovedComment[];
}) {
  const { siteUrl } = usePublicConfig();
  return (
    <>
      <StructuredData
        data={{
          "@type": "BlogPosting",
          headline: article.title,
          description: article.description,
          datePublished: article.date,
          author: { "@type": "Person", name: article.author.replace(/^By\s+/i, "") },
          image: `${siteUrl}${article.img}`,
          articleSection: article.category,
          mainEntityOfPage: `${siteUrl}/blog-details`,
          publisher: { "@id": `${siteUrl}/#organization` },
        }}
      />
      <article aria-labelledby="article-title">
        <div className="overflow-hidden rounded-[var(--radius-card)] bg-ink-900 shadow-[var(--shadow-card)]">
          <img
            src={article.img}
            alt=""
            width={1200}
            height={700}
            fetchPriority="high"
            className="h-auto w-full"
          />
        </div>
        <div className="mt-8">
          <PostMeta
            date={article.date}
            dateText={article.dateText}
            author={article.author}
            category={article.category}
            comments={comments.length}
          />
        </div>
        <h2
          id="article-title"
          className="mt-5 text-3xl leading-tight font-extrabold tracking-tight text-balance text-ink-900 md:text-5xl"
        >
          {article.title}
        </h2>
        <p className="mt-6 text-xl leading-relaxed text-ink-700">{article.lead}</p>

        {article.sections.map((section) => (
          <section key={section.heading} className="mt-10">
            <h3 className="text-2xl font-bold tracking-tight text-ink-900">{section.heading}</h3>
            {section.paragraphs.map((p) => (
              <p key={p} className="mt-4 text-lg leading-relaxed text-ink-600">
                {p}
              </p>
            ))}
          </section>
        ))}

        <figure className="bg-hero relative mt-12 overflow-hidden rounded-[var(--radius-card)] p-8 text-white sm:p-10">
          <Quote aria-hidden="true" className="size-10 text-accent-300" />
          <blockquote className="mt-4 text-xl leading-relaxed font-semibold md:text-2xl">
            <p>{article.quote.text}</p>
          </blockquote>
          <figcaption className="mt-5 text-sm font-semibold text-ink-200">
            — {article.quote.cite}
          </figcaption>
        </figure>

        {article.moreSections.map((section) => (
          <section key={section.heading} className="mt-10">
            <h3 className="text-2xl font-bold tracking-tight text-ink-900">{section.heading}</h3>
            {section.paragraphs.map((p) => (
              <p key={p} className="mt-4 text-lg leading-relaxed text-ink-600">
                {p}
              </p>
            ))}
            {"list" in section && (
              <ul className="mt-5 grid gap-3">
                {section.list.map((item) => (
                  <li key={item} className="flex gap-3 text-lg leading-relaxed text-ink-700">
                    <span
                      aria-hidden="true"
                      className="mt-3 size-2 shrink-0 rounded-full bg-brand-600"
                    />
                    {item}
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}

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

        <nav aria-label={blogCopy.postNavigation} className="mt-8">
          <ul className="grid gap-4 sm:grid-cols-2">
            <li>
              <Link
                to={blogArticleNav.previous.link}
                rel="prev"
                className="group flex h-full flex-col rounded-[var(--radius-card)] bg-ink-50 p-6 ring-1 ring-ink-100 transition-colors hover:bg-brand-600"
              >
                <span className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 group-hover:text-white">
                  <ArrowLeft aria-hidden="true" className="size-4" />
                  {blogCopy.previousPost}
                  <span className="sr-only">:</span>
                </span>
                <span className="mt-2 font-bold text-ink-900 group-hover:text-white">
                  {blogArticleNav.previous.title}
                </span>
              </Link>
            </li>
            <li>
              <Link
                to={blogArticleNav.next.link}
                rel="next"
                className="group flex h-full flex-col items-end rounded-[var(--radius-card)] bg-ink-50 p-6 text-right ring-1 ring-ink-100 transition-colors hover:bg-brand-600"
              >
                <span className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 group-hover:text-white">
                  {blogCopy.nextPost}
                  <span className="sr-only">:</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </span>
                <span className="mt-2 font-bold text-ink-900 group-hover:text-white">
                  {blogArticleNav.next.title}
                </span>
              </Link>
            </li>
          </ul>
        </nav>
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
