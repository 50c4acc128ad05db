/**
 * A declared editor in another language than the default (decision 049):
 * the same declaration, its translatable fields alone, each saying what the
 * default language has there. A field left empty is not translated: the
 * site shows the default's words in its place, field by field.
 */

import { collectionCopy } from "./collection-copy.ts";
import type { CollectionFields, Field, Section } from "./collection.ts";

const copy = collectionCopy.translation;

/** Empty, or a list's separators and nothing between them: not translated. */
export const isBlank = (text: string | undefined) => !text || /^[\s|\\]*$/.test(text);

/** The fields written in another language: the translatable ones, and a picture's alt text. */
export const translatableFields = (fields: readonly Field[]) =>
  fields.filter((field) => field.translatable);

/** What was written in the language: its translatable fields that are not blank. */
export function written(fields: readonly Field[], typed: CollectionFields): CollectionFields {
  return Object.fromEntries(
    translatableFields(fields)
      .filter((field) => !isBlank(typed[field.name]))
      .map((field) => [field.name, typed[field.name]!]),
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
