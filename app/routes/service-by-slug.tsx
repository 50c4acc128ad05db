import type { MetaMatches } from "~/lib/meta";
import type { PageSeo } from "~/lib/seo";
import { data } from "react-router";
import { ServiceDetailsScreen } from "~/components/sections/service/service-details-screen";
import { ServiceErrorBoundary, serviceMeta } from "~/components/sections/service/service-not-found";
import type { Route } from "./+types/service-by-slug";
import { formAction } from "~/forms/form-action.server";

// /services/{slug}: the navigation's slugs show the service they belong to.
// A hidden service, or none of that slug, answers 'Service Not Found'.
export async function loader({ params, context }: Route.LoaderArgs) {
  const [service, services] = await Promise.all([
    context.content.service({ slug: params.slug }),
    context.content.services(),
  ]);
  if (!service) throw data(null, { status: 404 });
  // Canonical at /service/{id}, and indexed, whichever address showed it (a service the agency added too).
  const seo: PageSeo = { canonicalPath: `/service/${service.id}` };
  return { service, services: services.map(({ id, title }) => ({ id, title })), seo };
}

export const meta = ({ data, matches }: Pick<Route.MetaArgs, "data"> & { matches: MetaMatches }) =>
  serviceMeta(data, matches);

// Every page takes the posts of the forms it shows (the footer's newsletter is on every /home-two page).
export const action = formAction;

export default function ServiceBySlug({ loaderData }: Route.ComponentProps) {
  return <ServiceDetailsScreen service={loaderData.service} services={loaderData.services} />;
}

export const ErrorBoundary = ServiceErrorBoundary;
