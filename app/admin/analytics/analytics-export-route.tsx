import { csvDownload } from "~/lib/admin/responses.server";
import { askOf } from "./analytics";
import type { Route } from "./+types/analytics-export-route";

// The range's report as CSV (a link: it reads, changes nothing, holds no one's personal data).
export async function loader({ request, context }: Route.LoaderArgs) {
  const ask = askOf(new URL(request.url).searchParams);
  return csvDownload(await context.admin.analytics.exportCsv(ask), "analytics");
}
