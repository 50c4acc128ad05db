import { pagesCopy } from "../../content/admin/pages.ts";
import { z } from "../zod-setup.ts";
import { text } from "./text-field.ts";

const errors = pagesCopy.errors;

/** Longest each field of a legal page may be (the description: what search results show). */
export const LEGAL_PAGE_MAX = { title: 120, description: 160, body: 50_000 } as const;

/** The version the page was opened at (0: never saved); anything else reads as 0, a conflict. */
const version = text().transform((typed) => {
  const number = Number(typed || "0");
  return Number.isSafeInteger(number) && number >= 0 ? number : 0;
});

/** A textarea's lines as a browser posts them (CRLF), stored as the Markdown's own (LF). */
const lines = (typed: string) => typed.replace(/\r\n?/g, "\n");

/**
 * The forms of /admin/pages/terms and /admin/pages/privacy, by the `intent`
 * their button posts: 'Save' (the page's rules, with a message per field),
 * and 'Update preview' (the body alone, rendered, nothing saved). A title and
 * a body are needed; the description may be empty (the site's is used).
 */
export const legalPageForms = {
  save: z.object({
    version,
    title: z
      .string()
      .trim()
      .min(1, errors.titleRequired)
      .max(LEGAL_PAGE_MAX.title, errors.tooLong(LEGAL_PAGE_MAX.title))
      .prefault(""),
    description: z
      .string()
      .trim()
      .max(LEGAL_PAGE_MAX.description, errors.tooLong(LEGAL_PAGE_MAX.description))
      .prefault(""),
    body: text()
      .transform(lines)
      .pipe(
        z
          .string()
          .refine((body) => body.trim() !== "", errors.bodyRequired)
          .refine(
            (body) => body.length <= LEGAL_PAGE_MAX.body,
            errors.tooLong(LEGAL_PAGE_MAX.body),
          ),
      ),
  }),
  render: z.object({ body: text().transform(lines) }),
};
