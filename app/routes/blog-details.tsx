import { PageHeader } from "~/components/layout/page-header";
import { PlaceholderSection } from "~/components/sections/placeholder-section";
import { pages } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

const page = pages.blogDetails;

export const meta = () => pageMeta(page);

export default function BlogDetails() {
  return (
    <>
      <PageHeader heading={page.heading} breadcrumb={page.breadcrumb} />
      <PlaceholderSection text={page.description} />
    </>
  );
}
