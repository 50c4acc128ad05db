import { useRouteError } from "react-router";
import { notFoundCopyOf } from "~/lib/not-found";
import { ErrorScreen } from "./error-screen";
import { NotFoundScreen } from "./not-found-screen";

/**
 * A project's or post's page that is not there (unknown, draft, scheduled):
 * the site's 404 screen, kept inside the route so its meta (the not-found
 * title) still applies.
 */
export function ItemErrorBoundary() {
  const copy = notFoundCopyOf(useRouteError());
  if (copy) return <NotFoundScreen copy={copy} />;
  return <ErrorScreen />;
}
