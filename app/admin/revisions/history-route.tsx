import { RevisionHistoryView } from "./revision-history";
import { consoleCopy } from "~/content/admin/console";
import { revisionsCopy } from "~/content/admin/revisions";
import { historyLoader } from "./revisions-pages.server";
import type { Route } from "./+types/history-route";

// One module for every editor's history (app/routes.ts): the kind is in the address.

export const meta = ({ data }: Route.MetaArgs) => [
  {
    title: `${data ? revisionsCopy.historyTitle(data.history.subject.title) : revisionsCopy.history} · ${consoleCopy.productName}`,
  },
];

export const loader = ({ params, request, context }: Route.LoaderArgs) =>
  historyLoader(params.item, request, context);

export default function RevisionHistory({ loaderData }: Route.ComponentProps) {
  return (
    <RevisionHistoryView history={loaderData.history} restoredFrom={loaderData.restoredFrom} />
  );
}
