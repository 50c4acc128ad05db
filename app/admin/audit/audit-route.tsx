import { useLoaderData, useSearchParams } from "react-router";
import { AuditList } from "./audit-list";
import { EmptyState } from "~/components/admin/empty-state";
import { PageHeading } from "~/components/admin/page-heading";
import { Pager } from "~/components/admin/pager";
import { adminStyles } from "~/components/admin/styles";
import { auditCopy as copy } from "./audit-words";
import { consoleCopy } from "~/content/admin/console";
import type { Route } from "./+types/audit-route";

export const meta = () => [{ title: `${copy.title} · ${consoleCopy.productName}` }];

// Read-only: this route has no action, and the server only ever inserts audit rows.
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = Number.parseInt(new URL(request.url).searchParams.get("page") ?? "", 10);
  const current = Number.isFinite(page) && page > 0 ? page : 1;
  return { page: current, ...(await context.admin.audit.page(current)) };
}

export default function Audit() {
  const { entries, page, pageCount } = useLoaderData<typeof loader>();
  const [search] = useSearchParams();
  return (
    <>
      <PageHeading title={copy.title} description={copy.description} />
      {entries.length ? (
        <div className={adminStyles.card}>
          <AuditList entries={entries} showAddress />
        </div>
      ) : (
        <EmptyState title={copy.empty} />
      )}
      <Pager page={page} pageCount={pageCount} search={search} />
    </>
  );
}
