import { pickWords } from "~/lib/fallback-language";
import { data } from "react-router";
import { ProjectScreen } from "~/components/sections/project/project-screen";
import { ItemErrorBoundary } from "~/components/sections/item-error-boundary";
import { ItemPageHeader } from "~/components/sections/item-page-header";
import { itemPage } from "~/lib/item-page.server";
import type { MetaMatches } from "~/lib/meta";
import { itemPageMeta, previewOf } from "~/lib/preview-link-route";
import { formAction } from "~/forms/form-action.server";
import type { Route } from "./+types/project";

// A project's own page, rendered per request from the database.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lookup = await context.publishing.project(params.slug, previewOf(request));
  const { item: project, seo, headers } = await itemPage(context, lookup, request, "/projects");
  const list = await context.content.pageCopy("projects");
  const words = pickWords(list, ["breadcrumbHome", "breadcrumbLabel"]);
  return data({ project, seo, list: words }, { headers });
}

// A preview (a draft for a signed-in user, or a preview link) is never stored by a cache nor
// indexed; nor is the 410 of a preview link that no longer works (its error's headers).
export const headers = ({ loaderHeaders, errorHeaders }: Route.HeadersArgs) =>
  errorHeaders ?? loaderHeaders;

export const meta = (args: Pick<Route.MetaArgs, "data" | "error"> & { matches: MetaMatches }) =>
  itemPageMeta(args.data?.project, args);

// Every page takes the posts of the forms it shows (the footer's newsletter is on every /home-two page).
export const action = formAction;

export default function Project({ loaderData }: Route.ComponentProps) {
  const { project, list } = loaderData;
  return (
    <>
      <ItemPageHeader title={project.title} list={list} listPath="/projects" />
      <ProjectScreen project={project} titleInArticle={false} />
    </>
  );
}

export const ErrorBoundary = ItemErrorBoundary;
