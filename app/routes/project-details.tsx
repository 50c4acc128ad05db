import { PageHeader } from "~/components/layout/page-header";
import { ProjectDetailsScreen } from "~/components/sections/project/project-details-screen";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

const page = pages.projectDetails;

export const meta = () => pageMeta(page);

export default function ProjectDetails() {
  return (
    <>
      <PageHeader heading={page.heading} breadcrumb={page.breadcrumb} />
      <ProjectDetailsScreen />
    </>
  );
}
