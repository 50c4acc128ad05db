import { isRouteErrorResponse } from "react-router";
import { serviceNotFoundWords } from "~/content/service-page";
import { langOf } from "~/lib/fallback-language";
import type { ServiceNotFoundCopy } from "~/lib/page-copy";
import type { ServicePage } from "~/lib/site-content";
import { pageMeta, type MetaMatches } from "~/lib/meta";
import { crumbOf, PageHeader } from "../../ui/page-header";
import { ButtonLink } from "../../ui/button-link";
import { Words } from "~/components/ui/words";

/**
 * The words of 'Service Not Found' a route's 404 carries (app/lib/not-found.server.ts),
 * in the page's language; English when none could be read.
 */
function notFoundWordsOf(error: unknown): ServiceNotFoundCopy {
  const words = isRouteErrorResponse(error)
    ? (error.data as Partial<ServiceNotFoundCopy> | null)
    : null;
  return words && typeof words === "object" && typeof words.notFoundTitle === "string"
    ? (words as ServiceNotFoundCopy)
    : serviceNotFoundWords;
}

export function ServiceNotFound({ words }: { words: ServiceNotFoundCopy }) {
  const titleLang = langOf(words, "notFoundTitle");
  return (
    <>
      <PageHeader
        heading={words.notFoundTitle}
        headingLang={titleLang}
        breadcrumb={[
          crumbOf(words, "breadcrumbHome", "/"),
          crumbOf(words, "breadcrumbServices", "/services"),
          { label: words.notFoundTitle, link: "", lang: titleLang },
        ]}
      />
      <section className="container-site flex flex-col items-center py-20 text-center md:py-28">
        <img
          src="/images/404.svg"
          alt=""
          width={480}
          height={300}
          className="h-auto w-full max-w-sm"
        />
        <Words
          of={words}
          name="notFoundMessage"
          role="alert"
          className="mt-8 text-lg text-ink-700"
        />
        <Words as={ButtonLink} of={words} name="notFoundAction" to="/services" className="mt-8" />
      </section>
    </>
  );
}

/** The title and description of a service page, or of its not-found answer. */
export function serviceMeta({
  data,
  error,
  matches,
}: {
  data: { service: ServicePage } | undefined;
  error?: unknown;
  matches: MetaMatches;
}) {
  if (data) {
    return pageMeta(
      {
        title: data.service.seoTitle || data.service.title,
        description: data.service.seoDescription || data.service.description,
      },
      matches,
    );
  }
  const words = notFoundWordsOf(error);
  return pageMeta({ title: words.notFoundTitle, description: words.notFoundMessage }, matches);
}

/** The error boundary of the service routes: 'Service Not Found' for a 404, anything else rethrown. */
export function ServiceErrorBoundary({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ServiceNotFound words={notFoundWordsOf(error)} />;
  }
  throw error;
}
