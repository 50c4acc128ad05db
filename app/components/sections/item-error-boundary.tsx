import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorScreen } from "./error-screen";
import { NotFoundScreen } from "./not-found-screen";

/**
 * A project's or post's page that is not there (unknown, draft, scheduled):
 * the site's 404 screen, kept inside the route so its meta (the not-found
 * title) still applies.
 */
export function ItemErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  return <ErrorScreen />;
}
