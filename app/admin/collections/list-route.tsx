import { useLocation } from "react-router";
import { consoleCopy } from "~/content/admin/console";
import { collectionAt } from "../content-model";
import { CollectionList } from "./collection-list";
import { collectionListLoader } from "./collection-pages.server";
import type { Route } from "./+types/list-route";

// Every declared kind's list (/admin/testimonials, /admin/pricing…): one route module, the kind read from the address.

export const meta = ({ location }: Route.MetaArgs) => [
  { title: `${collectionAt(location.pathname).words.title} · ${consoleCopy.productName}` },
];

export const loader = ({ request, context }: Route.LoaderArgs) =>
  collectionListLoader(collectionAt(new URL(request.url).pathname), context);

export default function CollectionListPage({ loaderData }: Route.ComponentProps) {
  const collection = collectionAt(useLocation().pathname);
  return <CollectionList collection={collection} items={loaderData.items} />;
}
