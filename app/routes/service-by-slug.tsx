import type { MetaMatches } from "~/lib/meta";
import { data } from "react-router";
import { ServiceDetailsScreen } from "~/components/sections/service/service-details-screen";
import { ServiceErrorBoundary, serviceMeta } from "~/components/sections/service/service-not-found";
import { findServiceBySlug } from "~/content/services";
import type { Route } from "./+types/service-by-slug";
import { formAction } from "~/forms/form-action.server";

// /services/{slug}: the navigation's slugs show the service they belong to.
export function loader({ params }: Route.LoaderArgs) {
  const service = findServiceBySlug(params.slug);
  if (!service) throw data(null, { status: 404 });
  return { service };
}

export const meta = ({ data, matches }: Pick<Route.MetaArgs, "data"> & { matches: MetaMatches }) =>
  serviceMeta(data, matches);

// Every page takes the posts of the forms it shows (the footer's newsletter is on every /home-two page).
export const action = formAction;

export default function ServiceBySlug({ loaderData }: Route.ComponentProps) {
  return <ServiceDetailsScreen service={loaderData.service} />;
}

export const ErrorBoundary = ServiceErrorBoundary;
