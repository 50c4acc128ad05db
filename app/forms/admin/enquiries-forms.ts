import { enquiryCopy } from "../../content/admin/enquiries.ts";
import { ENQUIRY_STATUSES } from "../../lib/admin/statuses.ts";
import { z } from "../zod-setup.ts";
import { text } from "./text-field.ts";

export const NOTE_MAX = 4000;

/** The inbox's filter, from the address or the export's form: anything unknown reads as "all". */
export const enquiryFilterForm = z.object({
  q: text().transform((q) => q.slice(0, 200)),
  status: z.enum(ENQUIRY_STATUSES).nullable().catch(null),
  page: z.coerce.number().int().positive().catch(1),
});

/** The forms of an enquiry's page (/admin/enquiries/:id), by the `intent` their hidden field posts. */
export const enquiryForms = {
  status: z.object({
    status: z.enum(ENQUIRY_STATUSES, { error: enquiryCopy.badStatus }),
  }),
  "not-spam": z.object({}),
  note: z.object({
    note: z
      .string()
      .trim()
      .min(1, enquiryCopy.noteMissing)
      .max(NOTE_MAX, enquiryCopy.noteTooLong(NOTE_MAX))
      .prefault(""),
  }),
};
