import { refuseAt } from "../../forms/field-errors.ts";
import { ITEM_FIELDS } from "./item-fields.ts";
import { refuseFields } from "../collections/collection-rules.ts";
import { slugify } from "../collections/slugify.ts";
import { publishingCopy } from "./publishing-words.ts";
import { emptyFields, type EditorFields, type EditorIntent, type ItemKind } from "./editorial.ts";
import { ITEM_STATUSES } from "../../lib/admin/statuses.ts";
import { z } from "../../forms/zod-setup.ts";
import { text } from "../../forms/admin/text-field.ts";

const errors = publishingCopy.errors;

/** The lists of /admin/projects and /admin/posts: `?q=` and `?status=` (anything else: all). */
export const itemFilterForm = z.object({
  q: text().transform((q) => q.trim().slice(0, 100)),
  status: z.enum(ITEM_STATUSES).nullable().catch(null),
});

/**
 * The editor's buttons: 'Save draft', 'Publish', 'Unpublish', 'Update preview'
 * (nothing saved), and in another language 'Remove translation'.
 */
export const EDITOR_INTENTS = ["save", "publish", "unpublish", "render", "remove"] as const;

const FIELD_NAMES = Object.keys(emptyFields) as (keyof EditorFields)[];
const fieldsShape = Object.fromEntries(FIELD_NAMES.map((name) => [name, text()])) as Record<
  keyof EditorFields,
  ReturnType<typeof text>
>;

/**
 * The editor's post (/admin/projects/:id, /admin/posts/:id): the button, the
 * version the item was opened at, and every field as typed. What the fields
 * must hold is `itemRules`, checked when the item is saved.
 */
export const editorForm = z.object({
  intent: z.enum(EDITOR_INTENTS).prefault("save"),
  version: text().transform((typed) => {
    const version = Number(typed || "0");
    return Number.isInteger(version) ? version : 0;
  }),
  ...fieldsShape,
});

/** Every field but the body trimmed, the slug lower-cased or, when empty, filled from the title. */
export function normaliseFields(typed: EditorFields): EditorFields {
  const fields = { ...typed };
  for (const name of FIELD_NAMES) if (name !== "body") fields[name] = fields[name].trim();
  fields.slug = fields.slug.toLowerCase() || slugify(fields.title);
  return fields;
}

/**
 * What a project's or post's fields must hold to be saved as `intent`, with a
 * message per field: a title, a summary and a slug of lowercase words (filled
 * from the title when empty); to publish, also a body, a cover image and its
 * alt text. Every field but the body is trimmed, the slug lower-cased. The
 * server checks these when it saves (server/admin/publishing/), and whether
 * another item has the slug.
 */
export const itemRules = (kind: ItemKind, intent: EditorIntent) =>
  z
    .object(fieldsShape)
    .transform(normaliseFields)
    .superRefine((fields, context) => {
      const refuse = refuseAt(context);
      // A field shows its first message only: its declaration's, then what publishing asks.
      refuseFields(ITEM_FIELDS[kind], { ...fields }, refuse);
      if (intent !== "publish") return;
      if (!fields.body.trim()) refuse("body", errors.bodyRequired);
      if (!fields.coverImage) refuse("coverImage", errors.coverRequired);
      else if (!fields.coverAlt) refuse("coverAlt", errors.altRequired);
    });

/** An item's id as a hidden field posts it: a whole number above 0 (else the post is not ours). */
const itemId = z.coerce.number().int().positive();

/**
 * The trash's forms, posted to the list (/admin/projects,
 * /admin/posts): 'Move to trash' from the editor, 'Restore' on each item of
 * the 'Trash' filter, the editor of an item in the trash and the list's notice.
 */
export const itemTrashForms = {
  trash: z.object({ id: itemId }),
  restore: z.object({ id: itemId }),
};

/** The list's notice after one of them: `?done=` and `&item=`. */
export const itemListNotice = z.object({
  done: z
    .enum(["trashed", "restored", "missing", "redirected", "already-trashed", "already-restored"])
    .nullable()
    .catch(null),
  item: z.coerce.number().int().positive().nullable().catch(null),
});
