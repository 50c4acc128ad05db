import { seeOther } from "~/lib/admin/responses.server";
import type { Route } from "./+types/logout-route";

// Sign-out is a POST from the console's frame; a GET only shows the sign-in page.
export const loader = () =>
  new Response(null, { status: 303, headers: { Location: "/admin/login" } });

export async function action({ context }: Route.ActionArgs) {
  await context.admin.access.signOut();
  return seeOther(context, "/admin/login");
}
