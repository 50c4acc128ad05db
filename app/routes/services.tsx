import { PageHeader } from "~/components/layout/page-header";
import { ServicesContact } from "~/components/sections/services/services-contact";
import { ServicesGrid } from "~/components/sections/services/services-grid";
import { pages } from "~/content/pages";
import { services } from "~/content/services";
import { pageMeta } from "~/lib/meta";

const page = pages.services;

export const meta = () => pageMeta(page);

export default function Services() {
  return (
    <>
      <PageHeader heading={page.heading} breadcrumb={page.breadcrumb} />
      <ServicesGrid services={services} />
      <ServicesContact />
    </>
  );
}
