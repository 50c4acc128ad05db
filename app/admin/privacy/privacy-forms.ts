import { privacyCopy } from "./privacy-words.ts";
import { z } from "../../forms/zod-setup.ts";
import { text } from "../../forms/admin/text-field.ts";

// Loose on purpose: the address of a stored row passed the public forms'
// rules, and any address with an @ may be asked about.
const ADDRESS = /^[^\s@]+@[^\s@]+$/;

/** An address typed or sent back: trimmed and lower case, as rows are compared (personal-data.ts). */
const address = z
  .string()
  .trim()
  .toLowerCase()
  .max(320, privacyCopy.errors.email)
  .regex(ADDRESS, privacyCopy.errors.email)
  .prefault("");

/** The forms of /admin/privacy (owners), by the `intent` their hidden field posts. */
export const privacyForms = {
  /** 'Find': the address to look for. */
  find: z.object({ email: address }),
  /** 'Erase everything': the address found (hidden) and 'Confirm address', typed again. */
  erase: z
    .object({ email: address, confirm: text() })
    .refine((form) => form.confirm.trim().toLowerCase() === form.email, {
      path: ["confirm"],
      message: privacyCopy.errors.confirmMismatch,
    }),
};

/** 'Download JSON' (a POST to /admin/privacy/export): the address found. */
export const privacyExportForm = z.object({ email: address });
