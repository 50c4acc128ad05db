import { subscriberFilterForm } from "./subscribers-forms";
import { notOurForm, parseForm } from "~/forms/parse-form.server";
import type { Route } from "./+types/subscribers-export-route";

// The subscriber list's current filter as CSV (the enquiry export's formula-safe writer).
export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseForm(request, context, subscriberFilterForm, { role: "editor" });
  // Never refused: a filter reads anything unknown as "all".
  if (!form.ok) throw notOurForm();
  const { q, status } = form.data;
  const csv = await context.admin.subscribers.exportCsv({ q, status });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="subscribers-${day}.csv"`,
    },
  });
}

export const loader = () =>
  new Response(null, { status: 303, headers: { Location: "/admin/subscribers" } });
