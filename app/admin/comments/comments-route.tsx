import { useLoaderData, useNavigation, useSearchParams } from "react-router";
import { CommentCard, CommentFilter } from "./comment-queue";
import { EmptyState } from "~/components/admin/empty-state";
import { PageHeading } from "~/components/admin/page-heading";
import { adminStyles } from "~/components/admin/styles";
import { commentsCopy as copy } from "./comments-words";
import { consoleCopy } from "~/content/admin/console";
import { isCommentStatus, type CommentDecision } from "~/lib/admin/statuses";
import { moderationForm } from "./comments-forms";
import { notOurForm, parseForm } from "~/forms/parse-form.server";
import { seeOther } from "~/lib/admin/responses.server";
import type { Route } from "./+types/comments-route";

export const meta = () => [{ title: `${copy.title} · ${consoleCopy.productName}` }];

// The queue opens on what waits for review; ?status=all shows everything.
export async function loader({ request, context }: Route.LoaderArgs) {
  const param = new URL(request.url).searchParams.get("status");
  const status = param === "all" ? null : isCommentStatus(param) ? param : "pending";
  return { status, comments: await context.admin.comments.list(status) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseForm(request, context, moderationForm, { role: "editor" });
  if (!form.ok) throw notOurForm(consoleCopy.notOurForm.decision);
  const { id, decision } = form.data;
  const done = await context.admin.comments.moderate(id, decision);
  const back = new URL(request.url);
  back.searchParams.set("done", done ? decision : "gone");
  return seeOther(context, `${back.pathname}${back.search}`);
}

export default function Comments() {
  const { status, comments } = useLoaderData<typeof loader>();
  const [search] = useSearchParams();
  const loading = useNavigation().state === "loading";
  const done = search.get("done");
  const message =
    done === "gone"
      ? copy.gone
      : done && done in copy.done
        ? copy.done[done as CommentDecision]
        : null;
  return (
    <>
      <PageHeading title={copy.title} description={copy.description} />
      <CommentFilter status={status} />
      {message && (
        <p role="status" className={done === "gone" ? adminStyles.error : adminStyles.success}>
          {message}
        </p>
      )}
      <div aria-busy={loading} className={loading ? "opacity-60" : undefined}>
        {comments.length ? (
          <ul className="grid gap-4">
            {comments.map((c) => (
              <CommentCard key={c.id} comment={c} />
            ))}
          </ul>
        ) : (
          <EmptyState title={status === "pending" ? copy.emptyPending : copy.empty} />
        )}
      </div>
    </>
  );
}
