import { data, useLocation } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { BlogArticle } from "~/components/sections/blog/blog-article";
import { BlogLayout } from "~/components/sections/blog/blog-layout";
import { blogListPath } from "~/components/sections/blog/blog-path";
import { ItemErrorBoundary } from "~/components/sections/item-error-boundary";
import { pages } from "~/content/pages";
import { itemOrAnswer, previewHeaders } from "~/lib/item-route";
import { pageMeta, type MetaMatches } from "~/lib/meta";
import { notFoundCopyOf, notFoundMeta } from "~/lib/not-found";
import { previewLinkEndedMeta, previewOf } from "~/lib/preview-link-route";
import { gone, notFound } from "~/lib/not-found.server";
import { socialImage, type PageSeo } from "~/lib/seo";
import { formAction } from "~/forms/form-action.server";
import type { Route } from "./+types/post";

// A post's own page, rendered per request from the database.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lookup = await context.publishing.post(params.slug, previewOf(request));
  if (lookup.kind === "missing") throw await notFound(context);
  if (lookup.kind === "gone") throw await gone(context);
  const post = itemOrAnswer(lookup, request, "/blog");
  const [comments, sidebar] = await Promise.all([
    context.approvedComments(post.slug),
    context.publishing.blogSidebar(),
  ]);
  // A preview (signed in, or by a preview link) is never indexed, stored by a cache or kept.
  const preview = post.draft || Boolean(post.previewLink);
  const seo: PageSeo = {
    canonicalPath: `/blog/${post.slug}`,
    image: socialImage(post.cover),
    type: "article",
    noindex: preview,
  };
  return data({ post, comments, sidebar, seo }, { headers: previewHeaders(preview) });
}

// A preview (a draft for a signed-in user, or a preview link) is never stored by a cache nor
// indexed; nor is the 410 of a preview link that no longer works (its error's headers).
export const headers = ({ loaderHeaders, errorHeaders }: Route.HeadersArgs) =>
  errorHeaders ?? loaderHeaders;

export const meta = ({
  data,
  error,
  matches,
}: Pick<Route.MetaArgs, "data" | "error"> & { matches: MetaMatches }) =>
  data
    ? pageMeta({ title: data.post.seoTitle, description: data.post.seoDescription }, matches)
    : (previewLinkEndedMeta(error, matches) ?? notFoundMeta(notFoundCopyOf(error), matches));

// Every page takes the posts of the forms it shows (the comment form, the footer's newsletter).
export const action = formAction;

export default function Post({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const { post, comments, sidebar } = loaderData;
  return (
    <>
      <PageHeader
        heading={post.title}
        breadcrumb={[
          pages.blog.breadcrumb[0]!,
          { label: pages.blog.heading, link: "/blog" },
          { label: post.title, link: "" },
        ]}
      />
      <BlogLayout sidebar={sidebar}>
        <BlogArticle
          post={post}
          listPath={blogListPath(pathname)}
          comments={comments}
          titleInArticle={false}
        />
      </BlogLayout>
    </>
  );
}

export const ErrorBoundary = ItemErrorBoundary;
