import { enquiryCopy } from "./enquiries-words.ts";
import { replyTemplatesCopy } from "./reply-template-words.ts";
import { ENQUIRY_STATUSES } from "../../lib/admin/statuses.ts";
import { z } from "../../forms/zod-setup.ts";
import { listFilterForm } from "../../forms/admin/list-filter-form.ts";

export const NOTE_MAX = 4000;
export const REPLY_MAX = 10000;
export const TEMPLATE_TITLE_MAX = 80;

/** The inbox's filter, from the address or the export's form: anything unknown reads as "all". */
export const enquiryFilterForm = listFilterForm.extend({
  status: z.enum(ENQUIRY_STATUSES).nullable().catch(null),
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
  reply: z.object({
    reply: z
      .string()
      .trim()
      .min(1, enquiryCopy.replyMissing)
      .max(REPLY_MAX, enquiryCopy.replyTooLong(REPLY_MAX))
      .prefault(""),
  }),
  /** 'Delete for good', after the confirmation step (owners). */
  delete: z.object({}),
};

const templateErrors = replyTemplatesCopy.errors;
const templateFields = {
  title: z
    .string()
    .trim()
    .min(1, templateErrors.titleMissing)
    .max(TEMPLATE_TITLE_MAX, templateErrors.titleTooLong(TEMPLATE_TITLE_MAX))
    .prefault(""),
  body: z
    .string()
    .trim()
    .min(1, templateErrors.textMissing)
    .max(REPLY_MAX, templateErrors.textTooLong(REPLY_MAX))
    .prefault(""),
};

/** The reply templates' page (/admin/enquiries/templates), by intent. */
export const replyTemplateForms = {
  add: z.object(templateFields),
  save: z.object({ id: z.string().min(1), ...templateFields }),
  delete: z.object({ id: z.string().min(1) }),
};
