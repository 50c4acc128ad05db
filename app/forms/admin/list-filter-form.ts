import { z } from "../zod-setup.ts";
import { text } from "./text-field.ts";

/**
 * A console list's search and page, from the address or an export's form
 * (the inbox, the subscribers); each list adds its own statuses. Anything
 * unknown reads as "all" or as the first page.
 */
export const listFilterForm = z.object({
  q: text().transform((q) => q.slice(0, 200)),
  page: z.coerce.number().int().positive().catch(1),
});
