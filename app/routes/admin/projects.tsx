import { ItemList } from "~/components/admin/item-list";
import { consoleCopy } from "~/content/admin/console";
import { publishingCopy } from "~/content/admin/publishing";
import { itemListAction, itemListLoader } from "~/lib/admin/item-list.server";
import type { Route } from "./+types/projects";

export const meta = () => [
  { title: `${publishingCopy.titles.project} · ${consoleCopy.productName}` },
];

export const loader = ({ request, context }: Route.LoaderArgs) =>
  itemListLoader("project", request, context);

// 'Move to trash' and 'Restore'.
export const action = ({ request, context }: Route.ActionArgs) =>
  itemListAction("project", request, context);

export default function Projects({ loaderData }: Route.ComponentProps) {
  return <ItemList {...loaderData} />;
}
