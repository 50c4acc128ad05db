import { isRouteErrorResponse } from "react-router";
import { consoleCopy } from "~/content/admin/console";
import { adminStyles } from "./styles";

/** The console's error state: the server's own sentence for a refusal, a plain one otherwise. */
export function ConsoleError({ error }: { error: unknown }) {
  let message: string = consoleCopy.error;
  let status = 500;
  if (isRouteErrorResponse(error)) {
    status = error.status;
    if (status === 404) message = consoleCopy.notFound;
    else if (status === 403) message = consoleCopy.forbidden;
    else if (status < 500 && typeof error.data === "string" && error.data) message = error.data;
  }
  return (
    <div role="alert" className={`${adminStyles.card} grid gap-3`}>
      <h1 className="text-2xl font-extrabold tracking-tight text-ink-900">
        {status === 403
          ? consoleCopy.errorTitles.forbidden
          : status === 404
            ? consoleCopy.errorTitles.notFound
            : consoleCopy.errorTitles.error}
      </h1>
      <p className="text-ink-700">{message}</p>
      <p>
        <a href="/admin" className={adminStyles.link}>
          {consoleCopy.nav.overview}
        </a>
      </p>
    </div>
  );
}
