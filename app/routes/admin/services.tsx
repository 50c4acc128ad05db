import { ServiceList } from "~/components/admin/service-list";
import { consoleCopy } from "~/content/admin/console";
import { servicesCopy } from "~/content/admin/services";
import { servicesListLoader } from "~/lib/admin/services-editor.server";
import type { Route } from "./+types/services";

export const meta = () => [{ title: `${servicesCopy.title} · ${consoleCopy.productName}` }];

export const loader = ({ context }: Route.LoaderArgs) => servicesListLoader(context);

export default function ServicesAdmin({ loaderData }: Route.ComponentProps) {
  return <ServiceList items={loaderData.items} />;
}
