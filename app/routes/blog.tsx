import { PageHeader } from "~/components/layout/page-header";
import { BlogLayout } from "~/components/sections/blog/blog-layout";
import { BlogList } from "~/components/sections/blog/blog-list";
import { blogListPath } from "~/components/sections/blog/blog-path";
import {
  allPosts,
  blogCategories,
  blogCopy,
  blogTags,
  filterPosts,
  postsPerPage,
} from "~/content/blog";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/blog";
import { formAction } from "~/contact/form-action.server";

const page = pages.blog;

/**
 * The list reads `?q=` (search), `?category=`, `?tag=` and `?page=`. Without a
 * query string the page is pre-rendered; with one, the server renders it live.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = url.searchParams;
  const q = (params.get("q") ?? "").trim().replace(/\s+/g, " ").slice(0, 100);
  const category = blogCategories.find((c) => c.slug === params.get("category"));
  const tag = blogTags.find((t) => t.id === params.get("tag"));
  const matches = filterPosts(allPosts, { q, category: category?.slug, tag: tag?.id });

  const pageCount = Math.max(1, Math.ceil(matches.length / postsPerPage));
  const requested = Number(params.get("page") ?? "1");
  const current =
    Number.isInteger(requested) && requested >= 1 ? Math.min(requested, pageCount) : 1;

  const filterTitle = q
    ? blogCopy.resultsFor(q)
    : category
      ? blogCopy.inCategory(category.name)
      : tag
        ? blogCopy.taggedWith(tag.name)
        : null;
  const kept = new URLSearchParams();
  if (q) kept.set("q", q);
  if (category) kept.set("category", category.slug);
  if (tag) kept.set("tag", tag.id);

  return {
    posts: matches.slice((current - 1) * postsPerPage, current * postsPerPage),
    page: current,
    pageCount,
    total: matches.length,
    q,
    filterTitle,
    filterText: q || category?.name || tag?.name || "",
    params: kept.toString(),
    listPath: blogListPath(url.pathname),
  };
}

export const meta = ({ data }: Route.MetaArgs) => {
  if (data?.filterTitle) {
    return [
      ...pageMeta({ title: data.filterTitle, description: page.description }),
      { name: "robots", content: "noindex, follow" },
    ];
  }
  if (data && data.page > 1) {
    return pageMeta({ title: blogCopy.metaPageTitle(data.page), description: page.description });
  }
  return pageMeta(page);
};

// Every page takes the posts of the forms it shows (the footer's newsletter is on every /home-two page).
export const action = formAction;

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={page.heading} breadcrumb={page.breadcrumb} />
      <BlogLayout query={loaderData.q}>
        <BlogList {...loaderData} />
      </BlogLayout>
    </>
  );
}
