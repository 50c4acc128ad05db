import { publishingCopy } from "../../content/admin/publishing.ts";
import {
  emptyFields,
  slugify,
  type EditorFields,
  type EditorIntent,
  type ItemKind,
} from "../../lib/admin/editorial.ts";
import { parseGalleryLines } from "../../lib/admin/gallery-lines.ts";
import { ITEM_STATUSES } from "../../lib/admin/statuses.ts";
import { z } from "../zod-setup.ts";
import { text } from "./text-field.ts";

const errors = publishingCopy.errors;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The lists of /admin/projects and /admin/posts: `?q=` and `?status=` (anything else: all). */
export const itemFilterForm = z.object({
  q: text().transform((q) => q.trim().slice(0, 100)),
  status: z.enum(ITEM_STATUSES).nullable().catch(null),
});

/** The editor's buttons: 'Save draft', 'Publish', 'Unpublish', and 'Update preview' (nothing saved). */
export const EDITOR_INTENTS = ["save", "publish", "unpublish", "render"] as const;

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

/** 'Publish at' as the editor takes it: null when empty, undefined when it is not a date. */
export function parsePublishDate(text: string): string | null | undefined {
  if (!text.trim()) return null;
  const at = new Date(/[zZ]|[+-]\d\d:\d\d$/.test(text) ? text : `${text}Z`);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

/** Every field but the body trimmed, the slug lower-cased or, when empty, filled from the title. */
export function normaliseFields(typed: EditorFields): EditorFields {
  const fields = { ...typed };
  for (const name of FIELD_NAMES) if (name !== "body") fields[name] = fields[name].trim();
  fields.slug = fields.slug.toLowerCase() || slugify(fields.title);
  return fields;
}

// Longest each field may be (the body's is a long article's).
const MAX_LENGTH: Partial<Record<keyof EditorFields, number>> = {
  title: 200,
  slug: 80,
  summary: 300,
  body: 100_000,
  coverAlt: 300,
  seoTitle: 70,
  seoDescription: 200,
  client: 120,
  category: 80,
  author: 80,
  services: 300,
  gallery: 5000,
  tags: 300,
};

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
      const refuse = (name: keyof EditorFields, message: string) =>
        context.addIssue({ code: "custom", path: [name], message });
      const publishing = intent === "publish";
      // Most important first: a field shows its first message only.
      if (!fields.title) refuse("title", errors.titleRequired);
      if (!fields.slug) refuse("slug", errors.slugRequired);
      else if (!SLUG.test(fields.slug)) refuse("slug", errors.slugFormat);
      if (!fields.summary) refuse("summary", errors.summaryRequired);
      if (publishing && !fields.body.trim()) refuse("body", errors.bodyRequired);
      if (fields.coverImage && !/^\/[^\s]*$/.test(fields.coverImage))
        refuse("coverImage", errors.coverFormat);
      if (publishing && !fields.coverImage) refuse("coverImage", errors.coverRequired);
      if (publishing && fields.coverImage && !fields.coverAlt)
        refuse("coverAlt", errors.altRequired);
      if (parsePublishDate(fields.publishedAt) === undefined)
        refuse("publishedAt", errors.dateFormat);
      if (kind === "project" && fields.year && !/^(19|20)\d\d$/.test(fields.year))
        refuse("year", errors.yearFormat);
      if (kind === "project") {
        const gallery = parseGalleryLines(fields.gallery);
        if (!gallery.ok) {
          refuse(
            "gallery",
            gallery.reason === "alt"
              ? errors.galleryAlt(gallery.line)
              : errors.galleryFormat(gallery.line),
          );
        }
      }
      for (const [name, max] of Object.entries(MAX_LENGTH) as [keyof EditorFields, number][]) {
        if (fields[name].length > max) refuse(name, errors.tooLong(max));
      }
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
