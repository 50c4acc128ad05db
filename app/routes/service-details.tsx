import { data } from "react-router";
import { ServiceDetailsScreen } from "~/components/sections/service/service-details-screen";
import { ServiceErrorBoundary, serviceMeta } from "~/components/sections/service/service-not-found";
import { findServiceByParam } from "~/content/services";
import type { Route } from "./+types/service-details";

export function loader({ params }: Route.LoaderArgs) {
  const service = findServiceByParam(params.serviceId);
  if (!service) throw data(null, { status: 404 });
  return { service };
}

export const meta = ({ data }: Route.MetaArgs) => serviceMeta(data);

export default function ServiceDetails({ loaderData }: Route.ComponentProps) {
  return <ServiceDetailsScreen service={loaderData.service} />;
}

export const ErrorBoundary = ServiceErrorBoundary;
