import { privacyExportForm } from "./privacy-forms";
import { notOurForm, parseForm } from "~/forms/parse-form.server";
import type { Route } from "./+types/privacy-export-route";

// 'Download JSON' on /admin/privacy: everything stored about the address (article 15), as a file.
export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseForm(request, context, privacyExportForm, { role: "owner" });
  if (!form.ok) throw notOurForm();
  const { json } = await context.admin.privacy.exportJson(form.data.email);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(json, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      // Named by the day only: the address stays out of the downloads folder's listing.
      "Content-Disposition": `attachment; filename="personal-data-${day}.json"`,
      "Cache-Control": "no-store",
    },
  });
}

export const loader = () =>
  new Response(null, { status: 303, headers: { Location: "/admin/privacy" } });
