import type { Route } from "./+types/not-found";

// Unknown console addresses: signed out, the sign-in page (303); signed in, 404.
export async function loader({ context }: Route.LoaderArgs) {
  await context.admin.require();
  throw new Response(null, { status: 404 });
}

export default function ConsoleNotFound() {
  return null;
}
