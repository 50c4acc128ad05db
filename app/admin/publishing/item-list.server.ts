import type { AppLoadContext } from "react-router";
import { itemFilterForm, itemListNotice, itemTrashForms } from "./publishing-forms";
import { notOurForm, parseIntentForm, queryValues } from "~/forms/parse-form.server";
import { publicPath, type ItemKind } from "./editorial";
import { editorBase } from "./item-editor.server";
import { seeOther } from "~/lib/admin/responses.server";

/** The loader of /admin/projects and /admin/posts: `?q=` and `?status=` ('trash' too), and the trash's notice. */
export async function itemListLoader(kind: ItemKind, request: Request, context: AppLoadContext) {
  const query = queryValues(request);
  const { q, status } = itemFilterForm.parse(query);
  const { done, item } = itemListNotice.parse(query);
  const [items, noticed] = await Promise.all([
    context.admin.publishing.list(kind, { q, status }),
    done && item ? context.admin.publishing.item(kind, item) : null,
  ]);
  const notice = done
    ? {
        done,
        id: noticed?.id ?? null,
        title: noticed?.fields.title ?? null,
        path: noticed ? publicPath(kind, noticed.fields.slug) : null,
      }
    : null;
  return { kind, q, status, items, notice };
}

/**
 * The list's forms: 'Move to trash' (from the editor) and 'Restore'
 * (the trash, the editor of an item in it, the list's notice). Back to the
 * list with what was done; after 'Move to trash', the notice offers 'Restore'.
 */
export async function itemListAction(kind: ItemKind, request: Request, context: AppLoadContext) {
  const form = await parseIntentForm(request, context, itemTrashForms, { role: "editor" });
  if (!form.ok) throw notOurForm();
  const { id } = form.data;
  const outcome =
    form.intent === "trash"
      ? await context.admin.publishing.trash(kind, id)
      : await context.admin.publishing.restore(kind, id);
  const done = outcome.ok
    ? form.intent === "trash"
      ? "trashed"
      : "restored"
    : outcome.reason === "missing" || outcome.reason === "redirected"
      ? outcome.reason
      : `already-${form.intent === "trash" ? "trashed" : "restored"}`;
  // The list without the trash: the restored item is back in it, the trashed one gone from it.
  return seeOther(context, `${editorBase(kind)}?done=${done}&item=${id}`);
}
