import { ItemList } from "./item-list";
import { consoleCopy } from "~/content/admin/console";
import { publishingCopy } from "./publishing-words";
import { itemKindAt } from "./editorial";
import { itemListAction, itemListLoader } from "./item-list.server";
import type { Route } from "./+types/items-route";

// /admin/projects and /admin/posts: one list, its kind read from the address.

export const meta = ({ location }: Route.MetaArgs) => [
  { title: `${publishingCopy.titles[itemKindAt(location.pathname)]} · ${consoleCopy.productName}` },
];

export const loader = ({ request, context }: Route.LoaderArgs) =>
  itemListLoader(itemKindAt(new URL(request.url).pathname), request, context);

// 'Move to trash' and 'Restore'.
export const action = ({ request, context }: Route.ActionArgs) =>
  itemListAction(itemKindAt(new URL(request.url).pathname), request, context);

export default function Items({ loaderData }: Route.ComponentProps) {
  return <ItemList {...loaderData} />;
}
