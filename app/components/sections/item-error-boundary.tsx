import { isRouteErrorResponse, useRouteError } from "react-router";
import { notFoundCopyOf } from "~/lib/not-found";
import { previewLinkEndedOf } from "~/lib/preview-link-route";
import { ErrorScreen } from "./error-screen";
import { NotFoundScreen } from "./not-found-screen";
import { PreviewLinkEndedScreen } from "./preview-link-ended-screen";

/**
 * A project's or post's page that is not there (unknown, draft, scheduled):
 * the site's 404 screen, kept inside the route so its meta (the not-found
 * title) still applies; in the trash, the same screen says it was removed
 * (410), without the 404 drawing. A preview link that no longer works: its
 * plain 410 page.
 */
export function ItemErrorBoundary() {
  const error = useRouteError();
  const ended = previewLinkEndedOf(error);
  if (ended) return <PreviewLinkEndedScreen page={ended} />;
  const copy = notFoundCopyOf(error);
  const gone = isRouteErrorResponse(error) && error.status === 410;
  if (copy) return <NotFoundScreen copy={copy} drawing={!gone} />;
  return <ErrorScreen />;
}
