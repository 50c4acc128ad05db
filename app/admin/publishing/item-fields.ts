import type { CollectionFields, Field, Section } from "../collections/collection.ts";
import { inLanguage } from "../collections/translation.ts";
import { publishingCopy } from "./publishing-words.ts";
import type { ItemKind } from "./editorial.ts";

/**
 * The fields of a project and of a post, declared as every kind's are
 * (../collections/collection.ts): the editor draws them and the save checks
 * them from here. Their storage, drafts, schedule and trash are the items'
 * own (server/admin/publishing/); publishing also asks for a body, a cover
 * and its alt text (app/forms/admin/publishing-forms.ts).
 */

const f = publishingCopy.fields;
const errors = publishingCopy.errors;

/** The editor's cards: the text, the details, and search and sharing; 'Publish at' is in the side panel. */
export const ITEM_SECTIONS: readonly Section[] = [
  { name: "text" },
  { name: "details", legend: f.details },
  { name: "seo", legend: f.seo, hint: f.seoHint },
];

const title: Field = {
  name: "title",
  kind: "text",
  label: f.title,
  required: errors.titleRequired,
  max: 200,
  translatable: true,
};
const slug: Field = {
  name: "slug",
  kind: "slug",
  label: f.slug,
  hint: f.slugHint,
  required: errors.slugRequired,
  invalid: errors.slugFormat,
  max: 80,
  follows: "title",
  translatable: true,
};
const summary: Field = {
  name: "summary",
  kind: "textarea",
  label: f.summary,
  hint: f.summaryHint,
  required: errors.summaryRequired,
  max: 300,
  lines: 2,
  translatable: true,
};
const body: Field = {
  name: "body",
  kind: "markdown",
  label: f.body,
  hint: f.bodyHint,
  max: 100_000,
  translatable: true,
};
const cover: Field = {
  name: "coverImage",
  kind: "image",
  label: f.coverImage,
  hint: f.coverImageHint,
  invalid: errors.coverFormat,
  stem: "cover",
  current: { label: f.coverImage, hint: f.coverImageHint },
  upload: { label: f.coverUpload, hint: f.coverUploadHint },
  alt: "coverAlt",
  wide: true,
  section: "details",
  translatable: false,
};
const coverAlt: Field = {
  name: "coverAlt",
  kind: "text",
  label: f.coverAlt,
  hint: f.coverAltHint,
  max: 300,
  section: "details",
  translatable: true,
};
const detail = (name: string, label: string, max: number, hint?: string): Field => ({
  name,
  kind: "text",
  label,
  hint,
  max,
  half: true,
  section: "details",
  translatable: true,
});
const seo: Field[] = [
  {
    name: "seoTitle",
    kind: "text",
    label: f.seoTitle,
    max: 70,
    section: "seo",
    translatable: true,
  },
  {
    name: "seoDescription",
    kind: "textarea",
    label: f.seoDescription,
    max: 200,
    lines: 2,
    section: "seo",
    translatable: true,
  },
];
const publishedAt: Field = {
  name: "publishedAt",
  kind: "date-time",
  label: f.publishedAt,
  hint: f.publishedAtHint,
  section: "side",
  translatable: false,
};

/** What a project and a post both have first: the text and the cover. */
const opening = [title, slug, summary, body, cover, coverAlt];

export const ITEM_FIELDS: Record<ItemKind, readonly Field[]> = {
  project: [
    ...opening,
    detail("client", f.client, 120),
    detail("category", f.category, 80),
    {
      name: "year",
      kind: "integer",
      label: f.year,
      min: 1900,
      max: 2099,
      invalid: errors.yearFormat,
      half: true,
      section: "details",
      translatable: false,
    },
    detail("services", f.services, 300, f.servicesHint),
    {
      name: "featured",
      kind: "toggle",
      label: f.featured,
      section: "details",
      translatable: false,
    },
    {
      name: "gallery",
      kind: "pictures",
      label: f.gallery,
      hint: f.galleryHint,
      picker: { label: f.galleryLibrary, hint: f.galleryLibraryHint },
      max: 5000,
      lines: 4,
      section: "details",
      translatable: true,
    },
    ...seo,
    publishedAt,
  ],
  post: [
    ...opening,
    detail("author", f.author, 80),
    detail("category", f.category, 80),
    detail("tags", f.tags, 300, f.tagsHint),
    ...seo,
    publishedAt,
  ],
};

/**
 * What a translation of a project or post has to be written in whole
 * (decision 049), each with its message: it is then whole enough to go live
 * with its item. The cover's alt text too, where the item has a cover.
 */
export const TRANSLATION_WHOLE: Readonly<Record<string, string>> = {
  title: errors.titleRequired,
  slug: errors.slugRequired,
  summary: errors.summaryRequired,
  body: errors.bodyWritten,
};

/**
 * The editor's cards in another language: the translatable fields, each with
 * the default's words under it (../collections/translation.ts), and those a
 * translation is written in whole marked required.
 */
export function itemFieldsIn(kind: ItemKind, defaults: CollectionFields, defaultName: string) {
  const declaration = inLanguage(
    { fields: ITEM_FIELDS[kind], sections: ITEM_SECTIONS },
    defaults,
    defaultName,
  );
  const whole = (name: string) =>
    TRANSLATION_WHOLE[name] ??
    (name === "coverAlt" && defaults.coverImage ? errors.altRequired : undefined);
  return {
    ...declaration,
    fields: declaration.fields.map((field) => ({ ...field, required: whole(field.name) })),
  };
}
