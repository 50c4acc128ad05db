import { useLoaderData, useNavigation, useSearchParams } from "react-router";
import { EmptyState } from "~/components/admin/empty-state";
import { PageHeading } from "~/components/admin/page-heading";
import { Pager } from "~/components/admin/pager";
import { adminStyles } from "~/components/admin/styles";
import { SubscriberFilters } from "./subscriber-filters";
import { RemoveSubscriber, SubscriberList } from "./subscriber-list";
import { consoleCopy } from "~/content/admin/console";
import { subscribersCopy as copy } from "./subscribers-words";
import { subscriberFilterForm, subscribersForms } from "./subscribers-forms";
import { notOurForm, parseIntentForm, queryValues } from "~/forms/parse-form.server";
import { seeOther } from "~/lib/admin/responses.server";
import type { Route } from "./+types/subscribers-route";

export const meta = () => [{ title: `${copy.title} · ${consoleCopy.productName}` }];

// ?remove=<id> shows the removal's confirmation step above the list.
export async function loader({ request, context }: Route.LoaderArgs) {
  const filter = subscriberFilterForm.parse(queryValues(request));
  const removeId = new URL(request.url).searchParams.get("remove");
  const [result, removing] = await Promise.all([
    context.admin.subscribers.list(filter),
    removeId ? context.admin.subscribers.find(removeId) : null,
  ]);
  return { filter, result, removing, removeMissing: Boolean(removeId && !removing) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseIntentForm(request, context, subscribersForms, { role: "editor" });
  if (!form.ok) throw notOurForm();
  const done = await context.admin.subscribers.remove(form.data.id);
  const back = new URL(request.url);
  back.searchParams.delete("remove");
  back.searchParams.set("done", done ? "removed" : "gone");
  return seeOther(context, `${back.pathname}${back.search}`);
}

export default function Subscribers() {
  const { filter, result, removing, removeMissing } = useLoaderData<typeof loader>();
  const [search] = useSearchParams();
  const loading = useNavigation().state === "loading";
  const filtered = Boolean(filter.q || filter.status);
  const done = search.get("done");
  const href = (change: (params: URLSearchParams) => void) => {
    const next = new URLSearchParams(search);
    next.delete("done");
    change(next);
    const query = next.toString();
    return query ? `/admin/subscribers?${query}` : "/admin/subscribers";
  };
  const notice =
    removeMissing || done === "gone" ? copy.gone : done === "removed" ? copy.removed : null;
  return (
    <>
      <PageHeading title={copy.title} description={copy.description} />
      {notice && (
        <p role="status" className={notice === copy.gone ? adminStyles.error : adminStyles.success}>
          {notice}
        </p>
      )}
      {removing && (
        <RemoveSubscriber subscriber={removing} cancelHref={href((p) => p.delete("remove"))} />
      )}
      <SubscriberFilters filter={filter} />
      <div
        aria-busy={loading}
        className={`grid gap-4 transition-opacity ${loading ? "opacity-60" : ""}`}
      >
        <p role="status" className="text-sm font-semibold text-ink-600">
          {loading
            ? consoleCopy.loading
            : `${copy.count(result.total)} · ${copy.confirmedCount(result.confirmed)}`}
        </p>
        {result.items.length ? (
          <SubscriberList
            items={result.items}
            removeHref={(id) => href((p) => p.set("remove", id))}
          />
        ) : (
          <EmptyState title={filtered ? copy.empty : copy.emptyAll} />
        )}
        <Pager page={result.page} pageCount={result.pageCount} search={search} />
      </div>
    </>
  );
}
