import { z } from "./zod-setup.ts";
import { emailSchema, messageSchema, nameSchema, phoneSchema } from "./contact-schema.ts";
import { SOURCE_PAGE_FIELD } from "./contact-fields.ts";
import { commentMessages } from "./form-messages.ts";

export { commentMessages };
import { sourcePageSchema } from "./enquiry-source.ts";

/**
 * The blog's 'Leave A Comment' form, shared by the browser and POST /api/comments.
 * Name, e-mail and message follow the contact form's rules; the number and the
 * option are optional, and an empty field counts as not given.
 */

export const COMMENT_OPTION_MAX = 100;

const emptyToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const SINGLE_LINE = /^[^\p{Cc}\p{Cs}]*$/u;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const commentSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  phone: z.preprocess(emptyToUndefined, phoneSchema.optional()),
  option: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: commentMessages.optionInvalid })
      .trim()
      .max(COMMENT_OPTION_MAX, commentMessages.optionInvalid)
      .regex(SINGLE_LINE, commentMessages.optionInvalid)
      .optional(),
  ),
  message: messageSchema,
  postSlug: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: commentMessages.postInvalid })
      .max(120, commentMessages.postInvalid)
      .regex(SLUG, commentMessages.postInvalid)
      .optional(),
  ),
  // The page it was sent from: its language is stored with it (never refused).
  [SOURCE_PAGE_FIELD]: sourcePageSchema,
});

export type BlogComment = z.output<typeof commentSchema>;
