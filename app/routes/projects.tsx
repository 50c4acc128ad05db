import { PageHeader } from "~/components/layout/page-header";
import { ProjectsGrid } from "~/components/sections/projects-grid";
import { pages } from "~/content/pages";
import { apiClient } from "~/lib/api-client";
import { pageMeta } from "~/lib/meta";
import type { PortfolioItem } from "~/lib/portfolio";
import type { Route } from "./+types/projects";

const page = pages.projects;

export const meta = () => pageMeta(page);

// First load: rendered on the server straight from the database.
export async function loader({ context }: Route.LoaderArgs) {
  try {
    return { items: await context.listPortfolio() };
  } catch (error) {
    context.log.error({ err: error }, "Loading the portfolio for /projects failed");
    return { items: [] as PortfolioItem[] };
  }
}

// Client-side navigation: through the one API client (spec §7, §8).
export async function clientLoader() {
  const result = await apiClient.post<{ data: PortfolioItem[] }>("/portfolio");
  if (!result.ok) {
    console.error("Loading projects failed:", result.error.message);
    return { items: [] as PortfolioItem[] };
  }
  return { items: result.data.data };
}

export default function Projects({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={page.heading} breadcrumb={page.breadcrumb} />
      <ProjectsGrid items={loaderData.items} />
    </>
  );
}
