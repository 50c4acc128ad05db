import { ItemPageHeader } from "~/components/sections/item-page-header";
import { ProjectScreen } from "~/components/sections/project/project-screen";
import { pageMeta, type MetaMatches } from "~/lib/meta";
import { notFound } from "~/lib/not-found.server";
import { socialImage, type PageSeo } from "~/lib/seo";
import { formAction } from "~/forms/form-action.server";
import { langOf } from "~/lib/fallback-language";
import type { Route } from "./+types/project-details";

// The spec's screen shows the featured project; its canonical address is the project's own page.
export async function loader({ context }: Route.LoaderArgs) {
  const [project, copy] = await Promise.all([
    context.publishing.featuredProject(),
    context.content.pageCopy("projects"),
  ]);
  if (!project) throw await notFound(context);
  const seo: PageSeo = {
    canonicalPath: `/projects/${project.slug}`,
    image: socialImage(project.cover),
    type: "article",
  };
  return { project, copy, seo };
}

export const meta = ({ data, matches }: Pick<Route.MetaArgs, "data"> & { matches: MetaMatches }) =>
  pageMeta(
    { title: data?.copy.detailsHeading ?? "", description: data?.copy.description ?? "" },
    matches,
  );

// Every page takes the posts of the forms it shows (the footer's newsletter is on every /home-two page).
export const action = formAction;

export default function ProjectDetails({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ItemPageHeader
        title={loaderData.copy.detailsHeading}
        titleLang={langOf(loaderData.copy, "detailsHeading")}
        list={loaderData.copy}
        listPath="/projects"
      />
      <ProjectScreen project={loaderData.project} titleInArticle />
    </>
  );
}
