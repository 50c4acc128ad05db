import type { FastifyBaseLogger } from "fastify";
import { data } from "react-router";
import { isDatabaseUnavailable } from "../db/unavailable.ts";

/**
 * Reads a page's data from the database for a loader. While the database is
 * unavailable the page answers 503 with the error screen (the visitor may try
 * again in a moment); any other failure is a bug, left to React Router to
 * answer 500 and to handleError to log (app/entry.server.tsx).
 */
export async function pageData<T>(
  log: FastifyBaseLogger,
  what: string,
  read: () => Promise<T>,
): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    log.error({ err: error }, `${what} failed: database unavailable`);
    throw data(null, { status: 503, statusText: "Service Unavailable" });
  }
}
