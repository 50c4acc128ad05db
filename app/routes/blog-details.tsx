import { useLocation } from "react-router";
import { ItemPageHeader } from "~/components/sections/item-page-header";
import { BlogArticle } from "~/components/sections/blog/blog-article";
import { BlogLayout } from "~/components/sections/blog/blog-layout";
import { blogListPath } from "~/components/sections/blog/blog-path";
import { pageMeta, type MetaMatches } from "~/lib/meta";
import { notFound } from "~/lib/not-found.server";
import { socialImage, type PageSeo } from "~/lib/seo";
import { formAction } from "~/forms/form-action.server";
import { langOf } from "~/lib/fallback-language";
import type { Route } from "./+types/blog-details";

// The spec's screen shows the latest post, with a canonical link to its own page.
export async function loader({ context }: Route.LoaderArgs) {
  const post = await context.publishing.latestPost();
  if (!post) throw await notFound(context);
  const [comments, sidebar, copy] = await Promise.all([
    context.approvedComments(post.slugs.default),
    context.publishing.blogSidebar(),
    context.content.pageCopy("blog"),
  ]);
  const seo: PageSeo = {
    canonicalPath: `/blog/${post.slug}`,
    image: socialImage(post.cover),
    type: "article",
  };
  return { post, comments, sidebar, copy, seo };
}

export const meta = ({ data, matches }: Pick<Route.MetaArgs, "data"> & { matches: MetaMatches }) =>
  pageMeta(
    { title: data?.post.seoTitle ?? "", description: data?.post.seoDescription ?? "" },
    matches,
  );

// Every page takes the posts of the forms it shows (the footer's newsletter is on every /home-two page).
export const action = formAction;

export default function BlogDetails({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const { post, comments, sidebar, copy } = loaderData;
  return (
    <>
      <ItemPageHeader
        title={copy.detailsHeading}
        titleLang={langOf(copy, "detailsHeading")}
        list={copy}
        listPath="/blog"
      />
      <BlogLayout sidebar={sidebar}>
        <BlogArticle
          post={post}
          listPath={blogListPath(pathname)}
          comments={comments}
          titleInArticle
        />
      </BlogLayout>
    </>
  );
}
