import type { AppLoadContext } from "react-router";
import { isItemStatus } from "./statuses";
import type { ItemKind } from "./editorial";

/** The loader of /admin/projects and /admin/posts: `?q=` and `?status=`. */
export async function itemListLoader(kind: ItemKind, request: Request, context: AppLoadContext) {
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const param = params.get("status");
  const status = isItemStatus(param) ? param : null;
  return { kind, q, status, items: await context.admin.publishing.list(kind, { q, status }) };
}
