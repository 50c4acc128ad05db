/**
 * A declared editor in another language than the default (decision 049):
 * the same declaration, its translatable fields alone, each saying what the
 * default language has there. A field left empty is not translated: the
 * site shows the default's words in its place, field by field.
 */

import type { LanguageRow } from "../../lib/admin/languages.ts";
import { collectionCopy } from "./collection-copy.ts";
import type { CollectionErrors, CollectionFields, Field, Section } from "./collection.ts";

const copy = collectionCopy.translation;

/** A thing in another language, as its editor opens it at `?lang=<code>`. */
export interface TranslationEdit {
  language: LanguageRow;
  /** What is written in the language, as text; a field not yet translated is "". */
  fields: CollectionFields;
  /** 0 while nothing is written in the language. */
  version: number;
  /** The default language's fields, shown under each field. */
  defaults: CollectionFields;
}

export type TranslationSaveResult =
  | { ok: true; version: number }
  | { ok: false; kind: "invalid"; errors: CollectionErrors }
  | { ok: false; kind: "conflict" }
  /** The language, or the thing, is no longer there. */
  | { ok: false; kind: "missing" };

/** Empty, or a list's separators and nothing between them: not translated. */
export const isBlank = (text: string | undefined) => !text || /^[\s|\\]*$/.test(text);

/** The fields written in another language: the translatable ones, and a picture's alt text. */
export const translatableFields = (fields: readonly Field[]) =>
  fields.filter((field) => field.translatable);

/** A field's text as it is kept: without spaces around it, nor around a list's lines. */
function tidy(field: Field, text: string): string {
  const lists = field.kind === "lines" || field.kind === "rows";
  return (
    lists
      ? text
          .split("\n")
          .map((line) => line.trim())
          .join("\n")
      : text
  ).trim();
}

/** What was written in the language: its translatable fields that are not blank, tidied. */
export function written(fields: readonly Field[], typed: CollectionFields): CollectionFields {
  return Object.fromEntries(
    translatableFields(fields)
      .filter((field) => !isBlank(typed[field.name]))
      .map((field) => [field.name, tidy(field, typed[field.name]!)]),
  );
}

/** The fields as the language shows them: what it has written, else the default's, field by field. */
export const withFallback = (defaults: CollectionFields, translation: CollectionFields) => ({
  ...defaults,
  ...translation,
});

/** A line of the default's words, short enough to sit under a field: a list's rows one after another. */
function shortened(text: string): string {
  const flat = text
    .split("\n")
    .map((line) => line.replace(/\s*\|\s*/g, ": ").trim())
    .filter(Boolean)
    .join(" · ");
  return flat.length > 160 ? `${flat.slice(0, 159).trimEnd()}…` : flat;
}

/**
 * The declaration of the form in another language: the translatable fields,
 * none of them required (empty falls back), each with the default's words
 * under it; the cards that still hold a field.
 */
export function inLanguage<D extends { fields: readonly Field[]; sections?: readonly Section[] }>(
  declaration: D,
  defaults: CollectionFields,
  defaultName: string,
): D {
  const fields = translatableFields(declaration.fields).map((field): Field => {
    const words = defaults[field.name] ?? "";
    const line = isBlank(words)
      ? copy.inDefaultEmpty(defaultName)
      : copy.inDefault(defaultName, shortened(words));
    return {
      ...field,
      required: undefined,
      hint: field.hint ? `${line} ${field.hint}` : line,
    };
  });
  const first = declaration.sections?.[0]?.name;
  const sections = declaration.sections?.filter((section) =>
    fields.some((field) => (field.section ?? first) === section.name),
  );
  return { ...declaration, fields, sections };
}
