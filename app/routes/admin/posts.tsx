import { ItemList } from "~/components/admin/item-list";
import { consoleCopy } from "~/content/admin/console";
import { publishingCopy } from "~/content/admin/publishing";
import { itemListAction, itemListLoader } from "~/lib/admin/item-list.server";
import type { Route } from "./+types/posts";

export const meta = () => [{ title: `${publishingCopy.titles.post} · ${consoleCopy.productName}` }];

export const loader = ({ request, context }: Route.LoaderArgs) =>
  itemListLoader("post", request, context);

// 'Move to trash' and 'Restore'.
export const action = ({ request, context }: Route.ActionArgs) =>
  itemListAction("post", request, context);

export default function Posts({ loaderData }: Route.ComponentProps) {
  return <ItemList {...loaderData} />;
}
