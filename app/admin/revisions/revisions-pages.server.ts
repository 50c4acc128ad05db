import { data, type AppLoadContext } from "react-router";
import { revisionsCopy } from "~/content/admin/revisions";
import { restoreRevisionForm } from "./revisions-forms";
import { notOurForm, parseForm } from "~/forms/parse-form.server";
import { answer, seeOther } from "~/lib/admin/responses.server";
import { historyPath, revisionKindOf, type RevisionKind } from "~/lib/admin/revisions";

/**
 * The loaders and the action of an editor's history (`…/:item/history`) and a
 * revision's Compare page (`…/:item/history/:revision`), for every kind of
 * item (app/routes.ts registers them under each editor); the kind is read
 * from the address.
 */

const missing = () => data(revisionsCopy.missing, { status: 404 });

function kindOf(request: Request): RevisionKind {
  const kind = revisionKindOf(new URL(request.url).pathname);
  if (!kind) throw missing();
  return kind;
}

function revisionId(param: string | undefined): number {
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id <= 0) throw missing();
  return id;
}

export async function historyLoader(
  param: string | undefined,
  request: Request,
  context: AppLoadContext,
) {
  const kind = kindOf(request);
  const history = await context.admin.revisions.history(kind, param ?? "");
  if (!history) throw missing();
  // After 'Restore this version': the new revision, named at the top of the list.
  const restored = Number(new URL(request.url).searchParams.get("restored"));
  const entry = history.revisions.find((revision) => revision.id === restored);
  return { history, restoredFrom: entry?.restoredFrom?.createdAt ?? null };
}

export async function compareLoader(
  params: { item?: string; revision?: string },
  request: Request,
  context: AppLoadContext,
) {
  const kind = kindOf(request);
  const comparison = await context.admin.revisions.compare(
    kind,
    params.item ?? "",
    revisionId(params.revision),
  );
  if (!comparison) throw missing();
  return { comparison };
}

export interface RestoreActionData {
  message: string;
}

/** 'Restore this version': a new revision (303 to the history), or the page again with why not. */
export async function restoreAction(
  params: { item?: string; revision?: string },
  request: Request,
  context: AppLoadContext,
) {
  const kind = kindOf(request);
  const id = revisionId(params.revision);
  // The legal pages' revisions are owners', as the legal pages are: checked before the body is read.
  const form = await parseForm(request, context, restoreRevisionForm, {
    role: kind === "legal" ? "owner" : "editor",
  });
  if (!form.ok) throw notOurForm();
  const key = params.item ?? "";
  const result = await context.admin.revisions.restore(kind, key, id, form.data.version);
  if (!result) throw missing();
  if (result.ok) {
    return seeOther(context, `${historyPath(kind, key)}?restored=${result.revision}`);
  }
  return answer<RestoreActionData>(
    context,
    { message: revisionsCopy.refused[result.reason](kind, result.detail) },
    result.reason === "conflict" ? 409 : 422,
  );
}
