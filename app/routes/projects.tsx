import { CopyPageHeader } from "~/components/ui/page-header";
import { ProjectsGrid } from "~/components/sections/projects-grid";
import { pageMeta, type MetaMatches } from "~/lib/meta";
import { portfolioInBrowser, portfolioOnServer } from "~/lib/portfolio-loaders";
import type { Route } from "./+types/projects";
import { formAction } from "~/forms/form-action.server";

export const meta = ({ data, matches }: Pick<Route.MetaArgs, "data"> & { matches: MetaMatches }) =>
  pageMeta(data?.copy ?? { title: "" }, matches);

// First load: rendered on the server from the database; client navigation: the
// projects through the API, the page's words (its document) from the server.
export const loader = async ({ context }: Route.LoaderArgs) => {
  const [copy, items] = await Promise.all([
    context.content.pageCopy("projects"),
    portfolioOnServer(context),
  ]);
  return { copy, items };
};
export const clientLoader = async ({ serverLoader }: Route.ClientLoaderArgs) => {
  const [{ copy }, items] = await Promise.all([serverLoader(), portfolioInBrowser()]);
  return { copy, items };
};

// Every page takes the posts of the forms it shows (the footer's newsletter is on every /home-two page).
export const action = formAction;

export default function Projects({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <CopyPageHeader copy={loaderData.copy} />
      <ProjectsGrid items={loaderData.items} copy={loaderData.copy} />
    </>
  );
}
