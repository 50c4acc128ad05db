import { PREVIEW_LINK_DAYS, type PreviewLinkDays } from "../../lib/preview-link.ts";
import { z } from "../../forms/zod-setup.ts";
import { text } from "../../forms/admin/text-field.ts";

/**
 * The editor's preview-link forms, told apart by their
 * `intent`: 'Share preview' with how many days the link works (a choice of the
 * select: anything else is no form of ours), and 'Revoke' with the link's id.
 */
export const previewLinkForms = {
  share: z.object({
    days: text().pipe(
      z
        .enum(PREVIEW_LINK_DAYS.map(String) as [string, ...string[]])
        .transform((days) => Number(days) as PreviewLinkDays),
    ),
  }),
  revoke: z.object({
    link: text().pipe(
      z
        .string()
        .regex(/^[1-9]\d{0,9}$/)
        .transform(Number),
    ),
  }),
};
