import type { MetaMatches } from "~/lib/meta";
import { data } from "react-router";
import { ServiceDetailsScreen } from "~/components/sections/service/service-details-screen";
import { ServiceErrorBoundary, serviceMeta } from "~/components/sections/service/service-not-found";
import { findServiceByParam } from "~/content/services";
import type { Route } from "./+types/service-details";
import { formAction } from "~/forms/form-action.server";

export function loader({ params }: Route.LoaderArgs) {
  const service = findServiceByParam(params.serviceId);
  if (!service) throw data(null, { status: 404 });
  return { service };
}

export const meta = ({ data, matches }: Pick<Route.MetaArgs, "data"> & { matches: MetaMatches }) =>
  serviceMeta(data, matches);

// Every page takes the posts of the forms it shows (the footer's newsletter is on every /home-two page).
export const action = formAction;

export default function ServiceDetails({ loaderData }: Route.ComponentProps) {
  return <ServiceDetailsScreen service={loaderData.service} />;
}

export const ErrorBoundary = ServiceErrorBoundary;
