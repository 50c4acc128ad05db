import { PageHeader } from "~/components/ui/page-header";
import { ProjectScreen } from "~/components/sections/project/project-screen";
import { pages } from "~/content/pages";
import { pageMeta, type MetaMatches } from "~/lib/meta";
import { notFound } from "~/lib/not-found.server";
import { socialImage, type PageSeo } from "~/lib/seo";
import { formAction } from "~/forms/form-action.server";
import type { Route } from "./+types/project-details";

const page = pages.projectDetails;

// The spec's screen shows the featured project; its canonical address is the project's own page.
export async function loader({ context }: Route.LoaderArgs) {
  const project = await context.publishing.featuredProject();
  if (!project) throw await notFound(context);
  const seo: PageSeo = {
    canonicalPath: `/projects/${project.slug}`,
    image: socialImage(project.cover),
    type: "article",
  };
  return { project, seo };
}

export const meta = ({ matches }: { matches: MetaMatches }) => pageMeta(page, matches);

// Every page takes the posts of the forms it shows (the footer's newsletter is on every /home-two page).
export const action = formAction;

export default function ProjectDetails({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={page.heading} breadcrumb={page.breadcrumb} />
      <ProjectScreen project={loaderData.project} titleInArticle />
    </>
  );
}
