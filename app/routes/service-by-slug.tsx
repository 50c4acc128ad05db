import type { MetaMatches } from "~/lib/meta";
import { servicePageData } from "~/lib/service-page.server";
import { itemOrAnswer } from "~/lib/item-route";
import { serviceNotFound } from "~/lib/not-found.server";
import { ServiceDetailsScreen } from "~/components/sections/service/service-details-screen";
import { ServiceErrorBoundary, serviceMeta } from "~/components/sections/service/service-not-found";
import type { Route } from "./+types/service-by-slug";
import { formAction } from "~/forms/form-action.server";

// /services/{slug}: the navigation's slugs show the service they belong to.
// A hidden service, or none of that slug, answers 'Service Not Found'; a
// slug changed in the console answers 301 to the new one.
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const [found, services, copy] = await Promise.all([
    context.content.service({ slug: params.slug }),
    context.content.services(),
    context.content.pageCopy("service"),
  ]);
  // A slug the service had before the console changed it answers 301 to its new one.
  const moved = found ? null : await context.content.serviceMovedFrom(params.slug);
  if (!found && !moved) throw serviceNotFound(copy);
  const service = itemOrAnswer(
    found ? { kind: "found", item: found } : { kind: "moved", slug: moved! },
    request,
    "/services",
    context.language.prefix,
  );
  return servicePageData(service, services, copy);
}

export const meta = (args: Pick<Route.MetaArgs, "data" | "error"> & { matches: MetaMatches }) =>
  serviceMeta(args);

// Every page takes the posts of the forms it shows (the footer's newsletter is on every /home-two page).
export const action = formAction;

export default function ServiceBySlug({ loaderData }: Route.ComponentProps) {
  return <ServiceDetailsScreen {...loaderData} />;
}

export const ErrorBoundary = ServiceErrorBoundary;
