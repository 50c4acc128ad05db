import { enquiryFilterForm } from "./enquiries-forms";
import { notOurForm, parseForm } from "~/forms/parse-form.server";
import type { Route } from "./+types/enquiries-export-route";

// The inbox's current filter as CSV, in the format of `npm run enquiries -- --csv`.
export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseForm(request, context, enquiryFilterForm, { role: "editor" });
  // Never refused: a filter reads anything unknown as "all".
  if (!form.ok) throw notOurForm();
  const { q, status } = form.data;
  const csv = await context.admin.enquiries.exportCsv({ q, status });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="enquiries-${day}.csv"`,
    },
  });
}

export const loader = () =>
  new Response(null, { status: 303, headers: { Location: "/admin/enquiries" } });
