import { subscriberFilterForm } from "./subscribers-forms";
import { notOurForm, parseForm } from "~/forms/parse-form.server";
import { csvDownload } from "~/lib/admin/responses.server";
import type { Route } from "./+types/subscribers-export-route";

// The subscriber list's current filter as CSV (the enquiry export's formula-safe writer).
export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseForm(request, context, subscriberFilterForm, { role: "editor" });
  // Never refused: a filter reads anything unknown as "all".
  if (!form.ok) throw notOurForm();
  const { q, status } = form.data;
  return csvDownload(await context.admin.subscribers.exportCsv({ q, status }), "subscribers");
}

export const loader = () =>
  new Response(null, { status: 303, headers: { Location: "/admin/subscribers" } });
