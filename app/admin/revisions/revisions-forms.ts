import { z } from "../../forms/zod-setup.ts";
import { text } from "../../forms/admin/text-field.ts";

/**
 * 'Restore this version' on a revision's Compare page: the
 * version of the item the comparison was opened at, so a save by someone else
 * in between is a conflict and nothing is restored. Anything but a whole
 * number reads as -1, which no item has: a conflict too.
 */
export const restoreRevisionForm = z.object({
  version: text().transform((typed) => {
    const version = Number(typed.trim() || "x");
    return Number.isSafeInteger(version) && version >= 0 ? version : -1;
  }),
});
