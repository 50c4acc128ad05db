import type { z } from "zod";

/** One message per field, keyed by the field's name, as the API and the form show them. */
export type FieldErrors = Record<string, string>;

/**
 * Turns a zod error into `{ field: message }`, keeping the first message of
 * each field: the checks are declared most-important first (missing, too long,
 * malformed), so the first one is the one worth showing.
 */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "";
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
