import { data, type AppLoadContext } from "react-router";

/**
 * The 404 answer a loader throws: its status, with the 404 page's copy
 * (`page:not-found`, edited in the console) for the boundary that shows it
 * (app/lib/not-found.ts). A 404 is rendered per request, never kept.
 */
export async function notFound(context: AppLoadContext) {
  return data(await context.content.pageCopy("not-found"), { status: 404 });
}
