import { PageList } from "./page-list";
import { consoleCopy } from "~/content/admin/console";
import { pagesCopy } from "~/content/admin/pages";
import type { Route } from "./+types/pages-route";

export const meta = () => [{ title: `${pagesCopy.title} · ${consoleCopy.productName}` }];

// Owners and editors (the legal pages are listed to owners alone).
export async function loader({ context }: Route.LoaderArgs) {
  return { pages: await context.admin.pages.list() };
}

export default function Pages({ loaderData }: Route.ComponentProps) {
  return <PageList pages={loaderData.pages} />;
}
