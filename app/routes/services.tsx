import { PageHeader } from "~/components/ui/page-header";
import { ServicesContact } from "~/components/sections/services/services-contact";
import { ServicesGrid } from "~/components/sections/services/services-grid";
import { pages } from "~/content/pages";
import { services } from "~/content/services";
import { pageMeta, type MetaMatches } from "~/lib/meta";
import { formAction } from "~/forms/form-action.server";

const page = pages.services;

export const meta = ({ matches }: { matches: MetaMatches }) => pageMeta(page, matches);

// Every page takes the posts of the forms it shows (the footer's newsletter is on every /home-two page).
export const action = formAction;

export default function Services() {
  return (
    <>
      <PageHeader heading={page.heading} breadcrumb={page.breadcrumb} />
      <ServicesGrid services={services} />
      <ServicesContact />
    </>
  );
}
