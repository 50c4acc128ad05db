import type { AppLoadContext } from "react-router";
import { itemFilterForm } from "~/forms/admin/publishing-forms";
import { queryValues } from "~/forms/parse-form.server";
import type { ItemKind } from "./editorial";

/** The loader of /admin/projects and /admin/posts: `?q=` and `?status=`. */
export async function itemListLoader(kind: ItemKind, request: Request, context: AppLoadContext) {
  const { q, status } = itemFilterForm.parse(queryValues(request));
  return { kind, q, status, items: await context.admin.publishing.list(kind, { q, status }) };
}
