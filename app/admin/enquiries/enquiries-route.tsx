import { useLoaderData, useNavigation, useSearchParams } from "react-router";
import { EmptyState } from "~/components/admin/empty-state";
import { EnquiryFilters } from "./enquiry-filters";
import { EnquiryList } from "./enquiry-list";
import { PageHeading } from "~/components/admin/page-heading";
import { Pager } from "~/components/admin/pager";
import { adminStyles } from "~/components/admin/styles";
import { consoleCopy } from "~/content/admin/console";
import { inboxCopy as copy } from "./enquiries-words";
import { enquiryFilterForm } from "./enquiries-forms";
import { queryValues } from "~/forms/parse-form.server";
import type { Route } from "./+types/enquiries-route";

export const meta = () => [{ title: `${copy.title} · ${consoleCopy.productName}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const filter = enquiryFilterForm.parse(queryValues(request));
  return { filter, result: await context.admin.enquiries.list(filter) };
}

export default function Enquiries() {
  const { filter, result } = useLoaderData<typeof loader>();
  const [search] = useSearchParams();
  const loading = useNavigation().state === "loading";
  const filtered = Boolean(filter.q || filter.status);
  return (
    <>
      <PageHeading title={copy.title} description={copy.description} />
      {search.get("deleted") === "1" && (
        <p role="status" className={adminStyles.success}>
          {copy.deleted}
        </p>
      )}
      <EnquiryFilters filter={filter} />
      <div
        aria-busy={loading}
        className={`grid gap-4 transition-opacity ${loading ? "opacity-60" : ""}`}
      >
        <p role="status" className="text-sm font-semibold text-ink-600">
          {loading ? consoleCopy.loading : copy.count(result.total)}
        </p>
        {result.items.length ? (
          <EnquiryList items={result.items} />
        ) : (
          <EmptyState title={filtered ? copy.empty : copy.emptyAll} />
        )}
        <Pager page={result.page} pageCount={result.pageCount} search={search} />
      </div>
    </>
  );
}
