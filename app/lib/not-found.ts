import { isRouteErrorResponse } from "react-router";
import type { NotFoundCopy } from "./page-copy";
import { pageMeta, type MetaMatches } from "./meta";

/**
 * The 404 page's copy a loader's 404 (or an item's 410) carries
 * (app/lib/not-found.server.ts), or undefined for any other error.
 */
export function notFoundCopyOf(error: unknown): NotFoundCopy | undefined {
  if (!isRouteErrorResponse(error) || (error.status !== 404 && error.status !== 410)) {
    return undefined;
  }
  const copy = error.data as Partial<NotFoundCopy> | null;
  return copy && typeof copy === "object" && typeof copy.heading === "string"
    ? (copy as NotFoundCopy)
    : undefined;
}

/** The title and description of the 404 page, from its copy. */
export const notFoundMeta = (copy: NotFoundCopy | undefined, matches: MetaMatches) =>
  pageMeta(copy ?? { title: "404" }, matches);
