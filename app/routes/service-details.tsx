import { data, isRouteErrorResponse } from "react-router";
import { PageHeader } from "~/components/layout/page-header";
import { PlaceholderSection } from "~/components/sections/placeholder-section";
import { ServiceNotFound } from "~/components/sections/service-not-found";
import { findService, serviceNotFoundCopy } from "~/content/services";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/service-details";

export function loader({ params }: Route.LoaderArgs) {
  // Only a plain positive integer names a service: "abc", "1.5" and "01" do not.
  const service = /^[1-9]\d*$/.test(params.serviceId)
    ? findService(Number(params.serviceId))
    : undefined;
  if (!service) throw data(null, { status: 404 });
  return { service };
}

export const meta = ({ data }: Route.MetaArgs) =>
  data
    ? pageMeta({ title: data.service.title, description: data.service.description })
    : pageMeta({ title: serviceNotFoundCopy.title, description: serviceNotFoundCopy.message });

export default function ServiceDetails({ loaderData }: Route.ComponentProps) {
  const { service } = loaderData;
  return (
    <>
      <PageHeader
        heading={service.title}
        breadcrumb={[
          { label: "Home", link: "/" },
          { label: "Services", link: "/services" },
          { label: service.title, link: "" },
        ]}
      />
      <PlaceholderSection text={service.description} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <ServiceNotFound />;
  throw error;
}
