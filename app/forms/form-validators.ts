import type { z } from "zod";
import { commentSchema } from "./comment-schema.ts";
import { validateContact } from "./contact-schema.ts";
import { fieldErrors } from "./field-errors.ts";
import type { FormKind } from "./form-protocol.ts";
import { newsletterSchema } from "./newsletter-schema.ts";

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
    const result = schema.safeParse(values);
    return result.success
      ? { success: true }
      : { success: false, errors: fieldErrors(result.error) };
  };
}

export const formValidators = {
  contact: validateContact,
  comment: bySchema(commentSchema),
  newsletter: bySchema(newsletterSchema),
} satisfies Record<FormKind, FormValidator>;
