import { PageHeader } from "~/components/layout/page-header";
import { ProjectDetailsScreen } from "~/components/sections/project/project-details-screen";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";
import { formAction } from "~/contact/form-action.server";

const page = pages.projectDetails;

export const meta = () => pageMeta(page);

// Every page takes the posts of the forms it shows (the footer's newsletter is on every /home-two page).
export const action = formAction;

export default function ProjectDetails() {
  return (
    <>
      <PageHeader heading={page.heading} breadcrumb={page.breadcrumb} />
      <ProjectDetailsScreen />
    </>
  );
}
