import { previewLinkCopy } from "~/content/preview-link";
import type { PreviewLinkEnd } from "~/lib/preview-link";
import { PageHeader } from "../ui/page-header";
import { ButtonLink } from "../ui/button-link";

const copy = previewLinkCopy.ended;

/** The plain page of a preview link that no longer works (410), in the site's design. */
export function PreviewLinkEndedScreen({ reason }: { reason: PreviewLinkEnd }) {
  return (
    <>
      <PageHeader heading={copy.heading} breadcrumb={copy.breadcrumb} />
      <section className="container-site flex flex-col items-center py-20 text-center">
        <p className="max-w-md text-lg text-ink-600">{copy.reasons[reason]}</p>
        <ButtonLink to="/" className="mt-8">
          {copy.action}
        </ButtonLink>
      </section>
    </>
  );
}
