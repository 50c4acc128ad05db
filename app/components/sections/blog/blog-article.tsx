import { useHref, useLocation } from "react-router";
import { CommentForm } from "~/forms/comment-form-island";
import { langOf } from "~/lib/fallback-language";
import { useInterfaceWords } from "~/lib/interface-words";
import { commentsIn } from "~/lib/comments-count";
import type { InterfaceCopy } from "~/lib/page-copy";
import { StructuredData } from "~/components/ui/structured-data";
import { postAuthor } from "~/lib/post-author";
import { postDate } from "~/lib/post-date";
import { usePageLanguage } from "~/lib/use-page-language";
import type { PostView } from "~/lib/publishing";
import { usePublicConfig } from "~/lib/use-public-config";
import { PreviewNotice } from "../../ui/preview-notice";
import { ResponsiveImage } from "../../ui/responsive-image";
import { RichText } from "../../ui/rich-text";
import type { ApprovedComment } from "./comment-list";
import { ArticleFooter, CommentList } from "./islands";
import { PostMeta } from "./post-meta";
import { Words } from "~/components/ui/words";

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
  const { pathname } = useLocation();
  // Its own address and this page's, in the page's language (`/de/blog/…`).
  const ownPath = useHref(`/blog/${article.slug}`);
  const here = useHref(pathname);
  const language = usePageLanguage();
  const words = useInterfaceWords() as InterfaceCopy;
  const date = postDate(article.publishedAt, language);
  return (
    <>
      <StructuredData
        data={{
          "@type": "BlogPosting",
          headline: article.title,
          description: article.seoDescription,
          datePublished: article.publishedAt,
          dateModified: article.updatedAt,
          author: postAuthor(article.author, `${siteUrl}/#organization`),
          image: new URL(article.cover.src, siteUrl).href,
          articleSection: article.category,
          keywords: article.tags.join(", "),
          mainEntityOfPage: `${siteUrl}${ownPath}`,
          publisher: { "@id": `${siteUrl}/#organization` },
        }}
      />
      <article aria-labelledby="article-title">
        {article.previewLink ? (
          <PreviewNotice lang={article.previewLink.lang}>
            {article.previewLink.notice}
          </PreviewNotice>
        ) : (
          article.draft && (
            <PreviewNotice>
              <Words as="span" of={words} name="postPreview" />
            </PreviewNotice>
          )
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
            author={words.byAuthor.replace("{author}", article.author)}
            category={article.category}
            comments={commentsIn(words, comments.length)}
            authorLang={langOf(words, "byAuthor")}
            commentsLang={langOf(words, comments.length === 1 ? "commentsOne" : "commentsMany")}
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

        <ArticleFooter
          tags={article.tags}
          listPath={listPath}
          shareUrl={`${siteUrl}${here}`}
          title={article.title}
          previous={article.previous}
          next={article.next}
          words={words}
        />
      </article>

      <CommentList comments={comments} language={language} words={words} />

      <section
        aria-labelledby="comment-heading"
        className="mt-14 rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-ink-100 sm:p-10"
      >
        <Words
          as="h2"
          of={words}
          name="commentHeading"
          id="comment-heading"
          className="text-2xl font-extrabold tracking-tight text-ink-900 md:text-3xl"
        />
        <Words of={words} name="commentIntro" className="mt-2 mb-8 text-ink-600" />
        {/* Its comments are filed under its default slug, whatever the page's language. */}
        <CommentForm postSlug={article.slugs.default} />
      </section>
    </>
  );
}
