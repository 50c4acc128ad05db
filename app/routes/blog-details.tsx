import { useLoaderData, useLocation } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { BlogArticle } from "~/components/sections/blog/blog-article";
import { BlogLayout } from "~/components/sections/blog/blog-layout";
import { blogListPath } from "~/components/sections/blog/blog-path";
import { blogArticle } from "~/content/blog";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";
import { formAction } from "~/contact/form-action.server";
import type { Route } from "./+types/blog-details";

const page = pages.blogDetails;

export const meta = () =>
  pageMeta({ title: blogArticle.title, description: blogArticle.description });

// Rendered per request: the approved comments come from the database.
export async function loader({ context }: Route.LoaderArgs) {
  return { comments: await context.approvedComments(blogArticle.slug) };
}

// Every page takes the posts of the forms it shows (the footer's newsletter is on every /home-two page).
export const action = formAction;

export default function BlogDetails() {
  const { pathname } = useLocation();
  const { comments } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader heading={page.heading} breadcrumb={page.breadcrumb} />
      <BlogLayout>
        <BlogArticle listPath={blogListPath(pathname)} comments={comments} />
      </BlogLayout>
    </>
  );
}
