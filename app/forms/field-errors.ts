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

export type ParsedFields<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/**
 * A form's fields through its zod schema: the data, or a message per field.
 * Every form's rules answer this way, in the browser (form-validators.ts), in
 * the public forms' service (server/forms/form-service.ts) and in the
 * console's actions (parse-form.server.ts).
 */
export function parseFields<T>(schema: z.ZodType<T>, values: unknown): ParsedFields<T> {
  const result = schema.safeParse(values);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: fieldErrors(result.error) };
}

/** The message a form shows above its fields: the first field's. */
export const firstError = (errors: FieldErrors): string | undefined => Object.values(errors)[0];

/** A rule's refusal at a field, in a schema's `superRefine`: `refuseAt<Name>(context)(name, message)`. */
export const refuseAt =
  <Name extends string = string>(context: z.RefinementCtx) =>
  (name: Name, message: string) =>
    context.addIssue({ code: "custom", path: [name], message });
