import { RevisionCompareView } from "./revision-compare";
import { consoleCopy } from "~/content/admin/console";
import { revisionsCopy } from "~/content/admin/revisions";
import { compareLoader, restoreAction } from "./revisions-pages.server";
import type { Route } from "./+types/compare-route";

// One module for every editor's Compare page (app/routes.ts): the kind is in the address.

export const meta = ({ data }: Route.MetaArgs) => [
  {
    title: `${data ? revisionsCopy.compareTitle(data.comparison.subject.title) : revisionsCopy.compare} · ${consoleCopy.productName}`,
  },
];

export const loader = ({ params, request, context }: Route.LoaderArgs) =>
  compareLoader(params, request, context);

export const action = ({ params, request, context }: Route.ActionArgs) =>
  restoreAction(params, request, context);

export default function RevisionCompare({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RevisionCompareView comparison={loaderData.comparison} message={actionData?.message ?? null} />
  );
}
