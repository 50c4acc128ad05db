import { enquiryFilterForm } from "./enquiries-forms";
import { notOurForm, parseForm } from "~/forms/parse-form.server";
import { csvDownload } from "~/lib/admin/responses.server";
import type { Route } from "./+types/enquiries-export-route";

// The inbox's current filter as CSV, in the format of `npm run enquiries -- --csv`.
export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseForm(request, context, enquiryFilterForm, { role: "editor" });
  // Never refused: a filter reads anything unknown as "all".
  if (!form.ok) throw notOurForm();
  const { q, status } = form.data;
  return csvDownload(await context.admin.enquiries.exportCsv({ q, status }), "enquiries");
}

export const loader = () =>
  new Response(null, { status: 303, headers: { Location: "/admin/enquiries" } });
