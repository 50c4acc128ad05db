import { PageHeader } from "~/components/ui/page-header";
import { ProjectsGrid } from "~/components/sections/projects-grid";
import { pages } from "~/content/pages";
import { pageMeta, type MetaMatches } from "~/lib/meta";
import { portfolioInBrowser, portfolioOnServer } from "~/lib/portfolio-loaders";
import type { Route } from "./+types/projects";
import { formAction } from "~/forms/form-action.server";

const page = pages.projects;

export const meta = ({ matches }: { matches: MetaMatches }) => pageMeta(page, matches);

// First load: rendered on the server from the database; client navigation: the API.
export const loader = async ({ context }: Route.LoaderArgs) => ({
  items: await portfolioOnServer(context),
});
export const clientLoader = async () => ({ items: await portfolioInBrowser() });

// Every page takes the posts of the forms it shows (the footer's newsletter is on every /home-two page).
export const action = formAction;

export default function Projects({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={page.heading} breadcrumb={page.breadcrumb} />
      <ProjectsGrid items={loaderData.items} />
    </>
  );
}
