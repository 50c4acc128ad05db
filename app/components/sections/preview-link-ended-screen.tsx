import type { PreviewLinkEndedPage } from "~/lib/preview-link";
import { PageHeader } from "../ui/page-header";
import { ButtonLink } from "../ui/button-link";

/** The plain page of a preview link that no longer works (410), in the site's design. */
export function PreviewLinkEndedScreen({ page }: { page: PreviewLinkEndedPage }) {
  return (
    <>
      <PageHeader
        heading={page.heading.text}
        headingLang={page.heading.lang}
        breadcrumb={page.breadcrumb}
      />
      <section className="container-site flex flex-col items-center py-20 text-center">
        <p lang={page.message.lang} className="max-w-md text-lg text-ink-600">
          {page.message.text}
        </p>
        <ButtonLink to="/" lang={page.action.lang} className="mt-8">
          {page.action.text}
        </ButtonLink>
      </section>
    </>
  );
}
