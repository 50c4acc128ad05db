import { isRouteErrorResponse } from "react-router";
import { serviceNotFoundCopy, serviceTrail } from "~/content/service-page";
import type { ServicePage } from "~/lib/site-content";
import { pageMeta, type MetaMatches } from "~/lib/meta";
import { PageHeader } from "../../ui/page-header";
import { ButtonLink } from "../../ui/button-link";

export function ServiceNotFound() {
  return (
    <>
      <PageHeader
        heading={serviceNotFoundCopy.title}
        breadcrumb={[...serviceTrail, { label: serviceNotFoundCopy.title, link: "" }]}
      />
      <section className="container-site flex flex-col items-center py-20 text-center md:py-28">
        <img
          src="/images/404.svg"
          alt=""
          width={480}
          height={300}
          className="h-auto w-full max-w-sm"
        />
        <p role="alert" className="mt-8 text-lg text-ink-700">
          {serviceNotFoundCopy.message}
        </p>
        <ButtonLink to="/services" className="mt-8">
          {serviceNotFoundCopy.action}
        </ButtonLink>
      </section>
    </>
  );
}

/** The title and description of a service page, or of its not-found answer. */
export function serviceMeta(data: { service: ServicePage } | undefined, matches: MetaMatches) {
  return pageMeta(
    data
      ? {
          title: data.service.seoTitle || data.service.title,
          description: data.service.seoDescription || data.service.description,
        }
      : { title: serviceNotFoundCopy.title, description: serviceNotFoundCopy.message },
    matches,
  );
}

/** The error boundary of the service routes: 'Service Not Found' for a 404, anything else rethrown. */
export function ServiceErrorBoundary({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <ServiceNotFound />;
  throw error;
}
