import { enquiryFilter } from "~/lib/admin/filters";
import { readFields } from "~/lib/admin/responses.server";
import type { Route } from "./+types/enquiries-export";

// The inbox's current filter as CSV, in the format of `npm run enquiries -- --csv`.
export async function action({ request, context }: Route.ActionArgs) {
  const { q, status } = enquiryFilter(await readFields(request, context, "editor"));
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
