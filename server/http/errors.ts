import { NOTICE_MESSAGES } from "../../app/forms/form-messages.ts";
import type { FastifyBaseLogger } from "fastify";

/** An error whose status and message may be shown to the API's caller. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const messages = {
  unavailable: NOTICE_MESSAGES.unavailable,
  internal: NOTICE_MESSAGES.internal,
  notFound: "There is no such API endpoint.",
  noSuchLanguage: "The site publishes no language with this code.",
  methodNotAllowed: (method: string, allow: string) =>
    `This endpoint does not accept ${method}. Allowed: ${allow}.`,
  badJson: "The request body is not valid JSON.",
  unsupportedType: "The request body must be JSON (Content-Type: application/json).",
  tooLarge: "The request body is too large.",
  tooMany: NOTICE_MESSAGES.tooMany,
  idempotencyKeyReused:
    "This Idempotency-Key was already used for a different submission in the last 24 hours. Send a new key with a new submission.",
} as const;

/**
 * Runs a database operation; any failure is logged and answered as a 503 a
 * person can read, never as a 500 with internals.
 */
export async function withDatabase<T>(
  log: Pick<FastifyBaseLogger, "error">,
  what: string,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    log.error({ err: error }, `${what} failed: database unavailable`);
    throw new HttpError(503, messages.unavailable);
  }
}
