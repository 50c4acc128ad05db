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
  unavailable: "The service is temporarily unavailable. Please try again in a moment.",
  internal: "Something went wrong on our side. Please try again.",
  notFound: "There is no such API endpoint.",
  badJson: "The request body is not valid JSON.",
  unsupportedType: "The request body must be JSON (Content-Type: application/json).",
  tooLarge: "The request body is too large.",
  tooMany: "Too many requests. Please wait a moment and try again.",
} as const;
