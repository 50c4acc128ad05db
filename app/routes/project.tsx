import { data } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { ProjectScreen } from "~/components/sections/project/project-screen";
import { ItemErrorBoundary } from "~/components/sections/item-error-boundary";
import { pages } from "~/content/pages";
import { itemOrAnswer, previewHeaders } from "~/lib/item-route";
import { pageMeta, type MetaMatches } from "~/lib/meta";
import { notFoundCopyOf, notFoundMeta } from "~/lib/not-found";
import { previewLinkEndedMeta, previewOf } from "~/lib/preview-link-route";
import { gone, notFound } from "~/lib/not-found.server";
import { socialImage, type PageSeo } from "~/lib/seo";
import { formAction } from "~/forms/form-action.server";
import type { Route } from "./+types/project";

// A project's own page, rendered per request from the database.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lookup = await context.publishing.project(params.slug, previewOf(request));
  if (lookup.kind === "missing") throw await notFound(context);
  if (lookup.kind === "gone") throw await gone(context);
  const project = itemOrAnswer(lookup, request, "/projects");
  // A preview (signed in, or by a preview link) is never indexed, stored by a cache or kept.
  const preview = project.draft || Boolean(project.previewLink);
  const seo: PageSeo = {
    canonicalPath: `/projects/${project.slug}`,
    image: socialImage(project.cover),
    type: "article",
    noindex: preview,
  };
  return data({ project, seo }, { headers: previewHeaders(preview) });
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
    ? pageMeta({ title: data.project.seoTitle, description: data.project.seoDescription }, matches)
    : (previewLinkEndedMeta(error, matches) ?? notFoundMeta(notFoundCopyOf(error), matches));

// Every page takes the posts of the forms it shows (the footer's newsletter is on every /home-two page).
export const action = formAction;

export default function Project({ loaderData }: Route.ComponentProps) {
  const { project } = loaderData;
  return (
    <>
      <PageHeader
        heading={project.title}
        breadcrumb={[
          pages.projects.breadcrumb[0]!,
          { label: pages.projects.heading, link: "/projects" },
          { label: project.title, link: "" },
        ]}
      />
      <ProjectScreen project={project} titleInArticle={false} />
    </>
  );
}

export const ErrorBoundary = ItemErrorBoundary;
