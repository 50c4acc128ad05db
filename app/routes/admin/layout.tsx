import "~/components/admin/admin.css";
import { Outlet, useLoaderData } from "react-router";
import { ConsoleError } from "~/components/admin/console-error";
import { ConsoleFrame } from "~/components/admin/console-frame";
import { consoleCopy } from "~/content/admin/console";
import type { Route } from "./+types/layout";

export const meta = () => [
  { title: consoleCopy.productName },
  { name: "robots", content: "noindex, nofollow" },
];

// Every console page needs a signed-in user; each page's own loader checks again.
export async function loader({ context }: Route.LoaderArgs) {
  const user = await context.admin.require();
  return { user, newCount: await context.admin.enquiries.newCount() };
}

export default function ConsoleLayout() {
  const { user, newCount } = useLoaderData<typeof loader>();
  return (
    <ConsoleFrame user={user} newCount={newCount}>
      <Outlet />
    </ConsoleFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="console-main" className="min-h-dvh bg-ink-50 px-4 py-10 sm:px-8">
      <div className="mx-auto max-w-3xl">
        <ConsoleError error={error} />
      </div>
    </main>
  );
}
