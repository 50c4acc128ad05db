import { refuseAt } from "../../forms/field-errors.ts";
import { isButtonLink, isSitePath, isWebAddress } from "../../forms/links.ts";
import { text } from "../../forms/admin/text-field.ts";
import { z } from "../../forms/zod-setup.ts";
import { collectionCopy } from "./collection-copy.ts";
import type {
  Collection,
  CollectionFields,
  CollectionValues,
  Field,
  FieldValue,
} from "./collection.ts";
import { parsePictureLines } from "./picture-lines.ts";
import { cellsOf } from "./rows.ts";
import type { Single } from "./single.ts";

const errors = collectionCopy.errors;

// Something, an @, something, a dot, something: the invitations' rule (app/admin/users/users-forms.ts).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Digits with the signs a number is written with.
const PHONE = /^\+?[\d\s().-]+$/;

/** A price in dollars as the site shows it: 29, 29.5 or 29.50; no sign, no thousands separator. */
export const PRICE = /^(0|[1-9]\d{0,5})(\.\d{1,2})?$/;

/** The last part of an address: lower-case letters, digits and single hyphens between them. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A date and time as typed (`2025-06-01T09:00`, UTC unless it says its
 * offset) as an ISO date-time: null when empty, undefined when it is not a date.
 */
export function parseDateTime(text: string): string | null | undefined {
  if (!text.trim()) return null;
  const at = new Date(/[zZ]|[+-]\d\d:\d\d$/.test(text) ? text : `${text}Z`);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

/** A select's option a typed value names: its value, or its label in any case. */
const optionOf = (field: Field, typed: string) =>
  field.options?.find(
    (option) => option.value === typed || option.label.toLowerCase() === typed.toLowerCase(),
  )?.value;

/**
 * A list of rows' values from its lines: each row's fields by name, a
 * select's as its option's value; or the first row (from 1) that misses a
 * field it needs or holds one its kind refuses, with that field's message.
 */
function rowValues(
  field: Field,
  typed: string,
): Record<string, string>[] | { row: number; message: string } {
  const columns = field.columns ?? [];
  const rows: Record<string, string>[] = [];
  for (const [index, line] of linesOf(field, typed).entries()) {
    const cells = cellsOf(line, columns.length);
    const row: Record<string, string> = {};
    for (const [at, column] of columns.entries()) {
      // A line break is a paragraph's alone; in a line of text it is a space.
      const cell =
        column.kind === "textarea" ? (cells[at] ?? "") : (cells[at] ?? "").replace(/\s+/g, " ");
      const option = column.kind === "select" ? optionOf(column, cell) : cell;
      const message = !cell
        ? column.required
        : option === undefined
          ? (column.invalid ?? errors.option)
          : column.kind === "select"
            ? null
            : refusal(column, cell);
      if (message) return { row: index + 1, message };
      row[column.name] = option ?? "";
    }
    rows.push(row);
  }
  return rows;
}

/** A list's rows: one a line, trimmed, empty ones dropped. */
export const rowsOf = (typed: string) =>
  typed
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * A list's rows: one a line, empty ones dropped; a list of fixed rows keeps
 * each in its place, an empty one too, and as many as it has.
 */
function linesOf(field: Field, typed: string): string[] {
  if (field.fixedRows === undefined) return rowsOf(typed);
  const lines = typed ? typed.split("\n") : [];
  return Array.from(
    { length: Math.max(field.fixedRows, lines.length) },
    (_, at) => lines[at] ?? "",
  );
}

/** The version a form was opened at, as it posts it: 0 when it is not a whole number. */
const versionField = () =>
  text().transform((typed) => {
    const version = Number(typed || "0");
    return Number.isInteger(version) ? version : 0;
  });

/** Every name a kind's form posts for its fields, the order and the visibility. */
export const formNames = (collection: Collection) => [
  ...collection.fields.map((field) => field.name),
  "position",
  "visible",
];

/**
 * The post of a kind's editor: the version it was opened at and every field
 * as typed (all text; a field the form did not send is ""). What the fields
 * must hold is `collectionRules`, checked as the item is saved.
 */
export const collectionForm = (collection: Collection) =>
  z.object({
    version: versionField(),
    ...Object.fromEntries(formNames(collection).map((name) => [name, text()])),
  });

/** The message a field's trimmed text earns, if any: empty, then its kind's rule, then its length. */
function refusal(field: Field, posted: string): string | null {
  // Markdown is measured as it is stored, a line break one character.
  const typed = field.kind === "markdown" ? posted.replace(/\r\n?/g, "\n") : posted;
  const invalid = (fallback: string) => field.invalid ?? fallback;
  // A price and a rating are never empty: their own message says what they take.
  // A list of fixed rows is never empty: each of its rows says what it misses.
  if (!typed && field.fixedRows === undefined) {
    if (field.required) return field.required;
    if (field.kind === "money") return invalid(errors.price);
    if (field.kind === "rating") return invalid(errors.rating);
    return null;
  }
  switch (field.kind) {
    case "rating":
      if (!/^\d$/.test(typed) || Number(typed) > 5) return invalid(errors.rating);
      break;
    case "integer": {
      if (field.min === undefined && field.max === undefined) {
        if (!/^-?\d{1,6}$/.test(typed)) return invalid(errors.position);
        break;
      }
      // Its `max` is its largest value, not its length.
      const [min, max] = [field.min ?? -999_999_999, field.max ?? 999_999_999];
      const number = Number(typed);
      return /^-?\d{1,9}$/.test(typed) && number >= min && number <= max
        ? null
        : invalid(errors.range(min, max));
    }
    case "slug":
      if (!SLUG.test(typed)) return invalid(errors.slug);
      break;
    case "money":
      if (!PRICE.test(typed)) return invalid(errors.price);
      break;
    case "web-address":
      if (!isWebAddress(typed)) return invalid(errors.webAddress);
      break;
    case "link":
      if (!isButtonLink(typed)) return invalid(errors.link);
      break;
    case "image":
      if (!isSitePath(typed) && !(field.anywhere && isWebAddress(typed)))
        return invalid(errors.imagePath);
      break;
    case "email":
      if (!EMAIL.test(typed)) return invalid(errors.email);
      break;
    case "phone":
      if (!PHONE.test(typed) || typed.replace(/\D/g, "").length < 6) return invalid(errors.phone);
      break;
    case "select":
      if (!field.options?.some((option) => option.value === typed)) return invalid(errors.option);
      break;
    case "rows": {
      if (field.fixedRows !== undefined && linesOf(field, typed).length > field.fixedRows)
        return errors.fixedRows(field.fixedRows);
      const rows = rowValues(field, typed);
      if (!Array.isArray(rows))
        return (
          field.rowInvalid?.(rows.row) ??
          `${field.rowLabel ?? field.label} ${rows.row}: ${rows.message}`
        );
      if (field.maxItems !== undefined && rows.length > field.maxItems)
        return errors.tooManyRows(field.maxItems);
      if (field.max !== undefined && rowsOf(typed).some((row) => row.length > field.max!))
        return errors.rowTooLong(field.max);
      return null;
    }
    case "date-time":
      if (parseDateTime(typed) === undefined) return invalid(errors.dateTime);
      break;
    case "pictures": {
      const pictures = parsePictureLines(typed);
      if (!pictures.ok)
        return pictures.reason === "alt"
          ? errors.pictureAlt(pictures.line)
          : errors.pictureLine(pictures.line);
      break;
    }
    case "lines": {
      const rows = rowsOf(typed);
      if (field.maxItems !== undefined && rows.length > field.maxItems)
        return errors.tooManyRows(field.maxItems);
      if (field.max !== undefined && rows.some((row) => row.length > field.max!))
        return errors.rowTooLong(field.max);
      return null;
    }
  }
  if (field.max !== undefined && typed.length > field.max) return errors.tooLong(field.max);
  return null;
}

/** A field's checked text as it is stored. */
function valueOf(field: Field, typed: string): FieldValue {
  if (!typed && field.empty !== undefined) return field.empty;
  switch (field.kind) {
    case "rating":
      return Number(typed);
    case "integer":
      return typed ? Number(typed) : null;
    case "rows":
      return rowValues(field, typed) as Record<string, string>[];
    case "toggle":
      return typed === "yes";
    case "lines":
      return rowsOf(typed).map((line) => line.replace(/\s+/g, " "));
    case "markdown":
      // A textarea's lines as a browser posts them (CRLF), stored as Markdown's own (LF).
      return typed.replace(/\r\n?/g, "\n");
    default:
      return typed;
  }
}

/** The checked fields' messages, each field's first (empty, its kind's rule, its length). */
export function refuseFields(
  fields: readonly Field[],
  typed: CollectionFields,
  refuse: (name: string, message: string) => void,
) {
  for (const field of fields) {
    const message = refusal(field, typed[field.name] ?? "");
    if (message) refuse(field.name, message);
  }
}

/**
 * Every field's text as the form posted it under `names`, its line ends as
 * LF and trimmed; a list of fixed rows a line at a time, so that an empty
 * first or last row keeps its place.
 */
const trimmed = (names: readonly string[], declared: readonly Field[]) =>
  z
    .object(Object.fromEntries(names.map((name) => [name, text()])))
    .transform((typed): CollectionFields => {
      const fields: CollectionFields = {};
      for (const [name, value] of Object.entries(typed)) {
        const lines = value.replace(/\r\n?/g, "\n");
        const fixed = declared.some((field) => field.name === name && field.fixedRows);
        fields[name] = fixed
          ? lines
              .split("\n")
              .map((line) => line.trim())
              .join("\n")
          : lines.trim();
      }
      return fields;
    });

/** The fields' values as they are stored. */
const valuesOf = (fields: readonly Field[], typed: CollectionFields) =>
  Object.fromEntries(fields.map((field) => [field.name, valueOf(field, typed[field.name] ?? "")]));

/**
 * What a kind's fields must hold, from its declaration, with a message per
 * field (the first it earns: empty, its kind's rule, its length): every field
 * trimmed; the order a whole number; shown or hidden. The server checks these
 * when it saves (server/admin/collections/); the same declaration draws the
 * editor's inputs, so the browser's own checks say the same.
 */
export const collectionRules = (collection: Collection) =>
  trimmed(formNames(collection), collection.fields)
    .superRefine((fields, context) => {
      const refuse = refuseAt(context);
      refuseFields(collection.fields, fields, refuse);
      if (fields.position && !/^-?\d{1,6}$/.test(fields.position))
        refuse("position", errors.position);
      if (fields.visible !== "shown" && fields.visible !== "hidden")
        refuse("visible", errors.visible);
    })
    .transform((fields): CollectionValues => ({
      fields: valuesOf(collection.fields, fields),
      position: fields.position ? Number(fields.position) : null,
      visible: fields.visible === "shown",
    }));

/** What a single document's fields must hold (./single.ts): the same rules as a kind's fields. */
export const singleRules = (single: Single) =>
  trimmed(
    single.fields.map((field) => field.name),
    single.fields,
  )
    .superRefine((fields, context) => refuseFields(single.fields, fields, refuseAt(context)))
    .transform((fields) => valuesOf(single.fields, fields));

/** The post of a single document's editor: the version it was opened at and every field as typed. */
export const singleForm = (single: Single) =>
  z.object({
    version: versionField(),
    ...Object.fromEntries(single.fields.map((field) => [field.name, text()])),
  });
