import { pageCopyCopy } from "../../content/admin/page-copy.ts";
import type {
  AnyCopyField,
  CopyNumberField,
  CopyTextField,
  PageCopyForm,
} from "../../lib/page-copy.ts";
import { z } from "../zod-setup.ts";
import { text } from "./text-field.ts";

const errors = pageCopyCopy.errors;

/** Longest a field may be when its description names no limit. */
export const COPY_MAX = { text: 120, longText: 600 } as const;

/** The version the form was opened at (0: never saved); anything else reads as 0, a conflict. */
const version = text().transform((typed) => {
  const number = Number(typed || "0");
  return Number.isSafeInteger(number) && number >= 0 ? number : 0;
});

/** The longest a text field may be. */
export const maxOf = (field: CopyTextField) => field.max ?? COPY_MAX[field.kind];

/** A text or long text: trimmed (a long text's line ends as LF), needed unless optional, within its length. */
function textRule(field: CopyTextField) {
  const max = maxOf(field);
  return text()
    .transform((typed) => typed.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .refine((typed) => field.optional || typed !== "", errors.required)
        .refine((typed) => typed.length <= max, errors.tooLong(max)),
    );
}

/** A whole number within the field's range (a counter's target). */
function numberRule(field: CopyNumberField) {
  const message = errors.number(field.min, field.max);
  return text().pipe(
    z
      .string()
      .trim()
      .regex(/^-?\d+$/, message)
      .transform(Number)
      .pipe(z.number().min(field.min, message).max(field.max, message)),
  );
}

/** A text field's rule, or a number's. */
const fieldRule = (field: CopyTextField | CopyNumberField) =>
  field.kind === "number" ? numberRule(field) : textRule(field);

/**
 * The name of a field in the form: "heading", or "steps.1.title" for an
 * item's field. Each is its own input, so a message lands at its field.
 */
export const copyFieldName = (key: string, item?: { position: number; field: string }) =>
  item ? `${key}.${item.position}.${item.field}` : key;

/**
 * The rules of a page's copy form, built from its description
 * (app/content/admin/page-copy.ts): one flat field per input, turned back
 * into the document's shape. A list keeps as many items as the page's
 * layout has (those of `current`, the document as stored).
 */
export function pageCopySchema<T extends object>(form: PageCopyForm<T>, current: T) {
  const shape: Record<string, z.ZodType> = { version };
  const lists: Record<string, { count: number; fields: string[] }> = {};
  for (const section of form.sections) {
    for (const [key, described] of Object.entries(section.fields)) {
      const field = described as AnyCopyField;
      if (field.kind === "list") {
        const count = ((current as Record<string, unknown>)[key] as unknown[]).length;
        const fields = Object.keys(field.item);
        lists[key] = { count, fields };
        for (let position = 0; position < count; position++) {
          for (const name of fields) {
            shape[copyFieldName(key, { position, field: name })] = fieldRule(field.item[name]!);
          }
        }
      } else {
        shape[key] = fieldRule(field);
      }
    }
  }
  return z.object(shape).transform((flat) => {
    const { version: opened, ...fields } = flat as Record<string, unknown> & { version: number };
    const copy: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(fields)) {
      if (!name.includes(".")) copy[name] = value;
    }
    for (const [key, list] of Object.entries(lists)) {
      copy[key] = Array.from({ length: list.count }, (_, position) =>
        Object.fromEntries(
          list.fields.map((name) => [name, fields[copyFieldName(key, { position, field: name })]]),
        ),
      );
    }
    return { version: opened, copy: copy as T };
  });
}

/** Every key of a page's copy described once, in one section (the description's own check). */
export function describedKeys<T extends object>(form: PageCopyForm<T>): string[] {
  return form.sections.flatMap((section) => Object.keys(section.fields));
}
