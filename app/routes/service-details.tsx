import type { MetaMatches } from "~/lib/meta";
import { servicePageData } from "~/lib/service-page.server";
import { serviceNotFound } from "~/lib/not-found.server";
import { ServiceDetailsScreen } from "~/components/sections/service/service-details-screen";
import { ServiceErrorBoundary, serviceMeta } from "~/components/sections/service/service-not-found";
import type { Route } from "./+types/service-details";
import { formAction } from "~/forms/form-action.server";

// Only a plain positive integer names a service: "abc", "1.5" and "01" do not.
// A hidden service, or none of that id, answers 'Service Not Found'.
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = /^[1-9]\d{0,8}$/.test(params.serviceId) ? Number(params.serviceId) : null;
  const [service, services, copy] = await Promise.all([
    id === null ? null : context.content.service({ id }),
    context.content.services(),
    context.content.pageCopy("service"),
  ]);
  if (!service) throw serviceNotFound(copy);
  return servicePageData(service, services, copy);
}

export const meta = (args: Pick<Route.MetaArgs, "data" | "error"> & { matches: MetaMatches }) =>
  serviceMeta(args);

// Every page takes the posts of the forms it shows (the footer's newsletter is on every /home-two page).
export const action = formAction;

export default function ServiceDetails({ loaderData }: Route.ComponentProps) {
  return <ServiceDetailsScreen {...loaderData} />;
}

export const ErrorBoundary = ServiceErrorBoundary;
