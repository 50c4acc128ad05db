import { CopyPageHeader } from "~/components/ui/page-header";
import { BlogLayout } from "~/components/sections/blog/blog-layout";
import { BlogList } from "~/components/sections/blog/blog-list";
import { blogListPath } from "~/components/sections/blog/blog-path";
import { postsPerPage } from "~/content/blog";
import { pageMeta, type MetaMatches } from "~/lib/meta";
import { canonicalPath, type PageSeo } from "~/lib/seo";
import type { Route } from "./+types/blog";
import { formAction } from "~/forms/form-action.server";
import { langOf } from "~/lib/fallback-language";

/**
 * The list reads `?q=` (search), `?category=`, `?tag=` and `?page=`, and is
 * rendered by the server from the database on every request, so the filters
 * work the same with and without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = url.searchParams;
  const q = (params.get("q") ?? "").trim().replace(/\s+/g, " ").slice(0, 100);
  const [sidebar, copy] = await Promise.all([
    context.publishing.blogSidebar(),
    context.content.pageCopy("blog"),
  ]);
  const category = sidebar.categories.find((c) => c.slug === params.get("category"));
  const tag = sidebar.tags.find((t) => t.id === params.get("tag"));

  const requested = Number(params.get("page") ?? "1");
  const wanted = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const query = {
    q,
    category: category?.slug ?? null,
    tag: tag?.id ?? null,
    perPage: postsPerPage,
  };
  let result = await context.publishing.posts({ ...query, page: wanted });
  const pageCount = Math.max(1, Math.ceil(result.total / postsPerPage));
  // A page past the end shows the last one.
  const current = Math.min(wanted, pageCount);
  if (current !== wanted) result = await context.publishing.posts({ ...query, page: current });

  // The headings' words are the interface's, in the page's language.
  const words = await context.content.pageCopy("interface");
  const filterTitle = q
    ? words.resultsFor.replace("{query}", q)
    : category
      ? words.inCategory.replace("{name}", category.name)
      : tag
        ? words.taggedWith.replace("{name}", tag.name)
        : null;
  const filterTitleLang = filterTitle
    ? langOf(words, q ? "resultsFor" : category ? "inCategory" : "taggedWith")
    : undefined;
  const kept = new URLSearchParams();
  if (q) kept.set("q", q);
  if (category) kept.set("category", category.slug);
  if (tag) kept.set("tag", tag.id);

  return {
    copy,
    posts: result.posts,
    page: current,
    pageCount,
    total: result.total,
    q,
    filterTitle,
    filterTitleLang,
    pageTitle: words.blogPageTitle.replace("{page}", String(current)),
    filterText: q || category?.name || tag?.name || "",
    params: kept.toString(),
    listPath: blogListPath(url.pathname),
    sidebar,
    // Each page of the list is its own canonical address; a filtered list is not indexed (meta).
    ...(current > 1 && !filterTitle
      ? {
          seo: {
            canonicalPath: `${canonicalPath(url.pathname)}?page=${current}`,
          } satisfies PageSeo,
        }
      : {}),
  };
}

export const meta = ({
  data,
  matches,
}: Pick<Route.MetaArgs, "data"> & { matches: MetaMatches }) => {
  const description = data?.copy.description ?? "";
  if (data?.filterTitle) {
    return [
      ...pageMeta({ title: data.filterTitle, description }, matches),
      { name: "robots", content: "noindex, follow" },
    ];
  }
  if (data && data.page > 1) {
    return pageMeta({ title: data.pageTitle, description }, matches);
  }
  return pageMeta(data?.copy ?? { title: "" }, matches);
};

// Every page takes the posts of the forms it shows (the footer's newsletter is on every /home-two page).
export const action = formAction;

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { sidebar, copy, ...list } = loaderData;
  return (
    <>
      <CopyPageHeader copy={copy} />
      <BlogLayout query={loaderData.q} sidebar={sidebar}>
        <BlogList {...list} />
      </BlogLayout>
    </>
  );
}
