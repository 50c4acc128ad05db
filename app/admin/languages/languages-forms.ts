import { refuseAt } from "../../forms/field-errors.ts";
import { languagesCopy } from "./languages-words.ts";
import { z } from "../../forms/zod-setup.ts";
import { text } from "../../forms/admin/text-field.ts";

const errors = languagesCopy.errors;

/** The longest name a language may have. */
export const MAX_NAME = 60;

/**
 * A language, then a script and a region if any: `de`, `pt-BR`, `zh-Hant-TW`.
 * Extensions and private-use tags are not addresses a visitor should read.
 */
const TAG = /^[a-z]{2,3}(-[a-z]{4})?(-([a-z]{2}|\d{3}))?$/i;

/**
 * Codes that are tags but never a language of the site: the first segment
 * of an address the site already answers (`/api`), and the tags for no
 * language, several, an unlisted one and no linguistic content.
 */
const RESERVED = new Set(["api", "und", "mul", "mis", "zxx"]);

/**
 * The canonical form of a typed language tag (`PT-br` → `pt-BR`, as `Intl`
 * writes it), or null when it is not one a site can live under.
 */
export function languageTag(typed: string): string | null {
  const trimmed = typed.trim();
  if (!TAG.test(trimmed)) return null;
  try {
    return Intl.getCanonicalLocales(trimmed)[0] ?? null;
  } catch {
    return null;
  }
}

/** Whether a canonical tag is kept for something else (`api`, `und`). */
export const isReservedTag = (code: string) => RESERVED.has(code.split("-")[0]!.toLowerCase());

/** How a language names itself, as `Intl` knows it (`de` → 'Deutsch'), or null. */
export function ownName(code: string): string | null {
  try {
    const name = new Intl.DisplayNames([code], { type: "language" }).of(code);
    if (!name || name.toLowerCase() === code.toLowerCase()) return null;
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    return null;
  }
}

export interface LanguageValues {
  code: string;
  name: string;
  published: boolean;
}

/**
 * What 'Add language' must hold, a message per field: a language tag the
 * site can live under, in its canonical form, and a name of at most
 * `MAX_NAME` characters. Trimmed. Whether the language is already there is
 * the server's check, in the transaction that adds it.
 */
export const languageRules = z
  .object({ code: text(), name: text(), published: text() })
  .transform((typed) => ({ ...typed, code: typed.code.trim(), name: typed.name.trim() }))
  .superRefine((fields, context) => {
    const refuse = refuseAt<"code" | "name">(context);
    const code = languageTag(fields.code);
    if (!fields.code) refuse("code", errors.codeRequired);
    else if (!code) refuse("code", errors.codeInvalid);
    else if (isReservedTag(code)) refuse("code", errors.codeReserved(code));
    if (!fields.name) refuse("name", errors.nameRequired(code ? ownName(code) : null));
    else if (fields.name.length > MAX_NAME) refuse("name", errors.nameTooLong(MAX_NAME));
  })
  .transform((fields): LanguageValues => ({
    code: languageTag(fields.code)!,
    name: fields.name,
    published: fields.published === "yes",
  }));

/** A language's own buttons: its code (an unknown one answers "no longer on the site"). */
const byCode = z.object({ code: text() });

/**
 * The forms of /admin/languages (owners), by the `intent` their hidden field
 * posts: 'Add language' (as typed; `languageRules` checks it as it is
 * saved), and each language's 'Publish', 'Unpublish' and 'Delete'.
 */
export const languagesForms = {
  add: z.object({ code: text(), name: text(), published: text() }),
  publish: byCode,
  unpublish: byCode,
  delete: byCode,
};
