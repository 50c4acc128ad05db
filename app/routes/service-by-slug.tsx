import { data, isRouteErrorResponse } from "react-router";
import { ServiceDetailsScreen } from "~/components/sections/service/service-details-screen";
import { ServiceNotFound } from "~/components/sections/service/service-not-found";
import { findServiceBySlug, serviceNotFoundCopy } from "~/content/services";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/service-by-slug";

// /services/{slug}: the navigation's slugs show the service they belong to.
export function loader({ params }: Route.LoaderArgs) {
  const service = findServiceBySlug(params.slug);
  if (!service) throw data(null, { status: 404 });
  return { service };
}

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta(
    data
      ? { title: data.service.title, description: data.service.description }
      : { title: serviceNotFoundCopy.title, description: serviceNotFoundCopy.message },
  );

export default function ServiceBySlug({ loaderData }: Route.ComponentProps) {
  return <ServiceDetailsScreen service={loaderData.service} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <ServiceNotFound />;
  throw error;
}
