import type { z } from "zod";
import { commentSchema } from "./comment-schema.ts";
import { validateContact } from "./contact-schema.ts";
import { parseFields } from "./field-errors.ts";
import type { FormKind } from "./form-protocol.ts";
import { newsletterSchema } from "./newsletter-schema.ts";

// The rules' messages are English: a page shows the interface's words for each (./form-messages.ts).
export { messageIn } from "./form-messages.ts";

/**
 * The browser side of every form's rules, in one module that the forms load on
 * first use (use-validated-form.ts): zod and libphonenumber are most of the
 * forms' weight and no visitor needs them before touching a form.
 */

export type FormValidation =
  { success: true } | { success: false; errors: Partial<Record<string, string>> };

export type FormValidator = (values: Record<string, string>) => FormValidation;

function bySchema(schema: z.ZodType): FormValidator {
  return (values) => {
    const parsed = parseFields(schema, values);
    return parsed.ok ? { success: true } : { success: false, errors: parsed.errors };
  };
}

export const formValidators = {
  contact: validateContact,
  comment: bySchema(commentSchema),
  newsletter: bySchema(newsletterSchema),
} satisfies Record<FormKind, FormValidator>;
