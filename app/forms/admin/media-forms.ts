import { mediaCopy } from "../../content/admin/media.ts";
import { FOCAL_POINTS, type FocalPointName } from "../../lib/admin/media.ts";
import { z } from "../zod-setup.ts";
import { text } from "./text-field.ts";

const errors = mediaCopy.errors;

/** The longest default alt text (the editors' own alt fields take as much). */
export const ALT_MAX = 300;

/** The library's search, read from the address: `?q=`. */
export const mediaFilterForm = z.object({
  q: text().transform((q) => q.trim().slice(0, 100)),
  page: z.coerce.number().int().positive().catch(1),
});

/** An image's id as the forms post it (a UUID); anything else is no form of ours. */
const mediaId = z.string().regex(/^[0-9a-f-]{36}$/);

const alt = text()
  .transform((typed) => typed.trim().replace(/\s+/g, " "))
  .pipe(z.string().max(ALT_MAX, errors.altTooLong(ALT_MAX)));

/**
 * The forms of /admin/media and /admin/media/:id, by their `intent`:
 * 'Upload' (the files are read beside the text), an image's 'Alt text' and
 * 'Save', 'Delete', 'Replace' (a file), and its focal point.
 */
export const mediaForms = {
  upload: z.object({}),
  alt: z.object({ id: mediaId, alt }),
  delete: z.object({ id: mediaId }),
  replace: z.object({ id: mediaId }),
  focus: z.object({
    id: mediaId,
    focus: z.enum(Object.keys(FOCAL_POINTS) as [FocalPointName, ...FocalPointName[]]),
  }),
};
