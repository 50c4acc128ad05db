import { ItemList } from "~/components/admin/item-list";
import { consoleCopy } from "~/content/admin/console";
import { publishingCopy } from "~/content/admin/publishing";
import { itemKindAt } from "~/lib/admin/editorial";
import { itemListAction, itemListLoader } from "~/lib/admin/item-list.server";
import type { Route } from "./+types/items";

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
