import { PageHeader } from "~/components/ui/page-header";
import { ServicesContact } from "~/components/sections/services/services-contact";
import { ServicesGrid } from "~/components/sections/services/services-grid";
import { pages } from "~/content/pages";
import { pageMeta, type MetaMatches } from "~/lib/meta";
import { formAction } from "~/forms/form-action.server";
import type { Route } from "./+types/services";

const page = pages.services;

export const meta = ({ matches }: { matches: MetaMatches }) => pageMeta(page, matches);

// Every page takes the posts of the forms it shows (the footer's newsletter is on every /home-two page).
export const action = formAction;

// The visible services, in the agency's order (/admin/services).
export async function loader({ context }: Route.LoaderArgs) {
  return { services: await context.content.services() };
}

export default function Services({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={page.heading} breadcrumb={page.breadcrumb} />
      <ServicesGrid services={loaderData.services} />
      <ServicesContact />
    </>
  );
}
