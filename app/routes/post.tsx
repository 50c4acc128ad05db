import { data, useLocation } from "react-router";
import { BlogArticle } from "~/components/sections/blog/blog-article";
import { BlogLayout } from "~/components/sections/blog/blog-layout";
import { blogListPath } from "~/components/sections/blog/blog-path";
import { ItemErrorBoundary } from "~/components/sections/item-error-boundary";
import { ItemPageHeader } from "~/components/sections/item-page-header";
import { pickWords } from "~/lib/fallback-language";
import { itemPage } from "~/lib/item-page.server";
import type { MetaMatches } from "~/lib/meta";
import { itemPageMeta, previewOf } from "~/lib/preview-link-route";
import { formAction } from "~/forms/form-action.server";
import type { Route } from "./+types/post";

// A post's own page, rendered per request from the database.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lookup = await context.publishing.post(params.slug, previewOf(request));
  const { item: post, seo, headers } = await itemPage(context, lookup, request, "/blog");
  const [comments, sidebar, list] = await Promise.all([
    context.approvedComments(post.slugs.default),
    context.publishing.blogSidebar(),
    context.content.pageCopy("blog"),
  ]);
  const words = pickWords(list, ["breadcrumbHome", "breadcrumbLabel"]);
  return data({ post, comments, sidebar, seo, list: words }, { headers });
}

// A preview (a draft for a signed-in user, or a preview link) is never stored by a cache nor
// indexed; nor is the 410 of a preview link that no longer works (its error's headers).
export const headers = ({ loaderHeaders, errorHeaders }: Route.HeadersArgs) =>
  errorHeaders ?? loaderHeaders;

export const meta = (args: Pick<Route.MetaArgs, "data" | "error"> & { matches: MetaMatches }) =>
  itemPageMeta(args.data?.post, args);

// Every page takes the posts of the forms it shows (the comment form, the footer's newsletter).
export const action = formAction;

export default function Post({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const { post, comments, sidebar, list } = loaderData;
  return (
    <>
      <ItemPageHeader title={post.title} list={list} listPath="/blog" />
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
