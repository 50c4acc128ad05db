/**
 * A kind of content the agency keeps in an ordered list (testimonials, the
 * team, partners, pricing plans), declared once: its fields, who may edit it,
 * its audit entry, the public pages a save drops, its list and its console
 * address. The list page, the editor, the rules a save is checked by
 * (./collection-rules.ts), the storage (server/admin/collections/) and the
 * contract test all come from the declaration
 * (docs/decisions/047-content-model.md).
 */

import type { ImageRefusal } from "../../lib/admin/image-upload.ts";
import type { TranslationProgress } from "../../lib/admin/languages.ts";
import type { TranslationEdit, TranslationSaveResult } from "./translation.ts";

/** What a field holds, and so how it is edited, checked and stored. */
export type FieldKind =
  /** One line of text. */
  | "text"
  /** A paragraph. */
  | "textarea"
  /** Markdown, with its preview as the public page shows it and pictures from the library. */
  | "markdown"
  /** A whole number of stars from 0 to 5. */
  | "rating"
  /** A whole number, or nothing. */
  | "integer"
  /** The last part of an address: lower-case letters, digits and hyphens. */
  | "slug"
  /** A price in dollars with up to two decimals, kept as typed (29.50). */
  | "money"
  /** An http(s) address a visitor is sent to. */
  | "web-address"
  /** A button's target: a path on this site, http(s), mailto: or tel:. */
  | "link"
  /** An e-mail address. */
  | "email"
  /** A phone number: digits and the signs it is written with, six digits at least. */
  | "phone"
  /** One of `options`. */
  | "select"
  /** Yes or no: a checkbox. */
  | "toggle"
  /** A picture: a path on this site, an upload or a pick from the media library. */
  | "image"
  /** A list of short texts, a row each. */
  | "lines"
  /** A list of rows of a few fields each (`columns`): a benefit's title and text. */
  | "rows"
  /** A date and a time of day (UTC), or nothing. */
  | "date-time"
  /** Pictures with their words, one a line as Markdown writes one: `![What it shows](/media/…)`. */
  | "pictures";

export interface Field {
  /** The form's name and the key of the checked values. */
  name: string;
  kind: FieldKind;
  label: string;
  hint?: string;
  /** The message when it is left empty; without one the field is optional. */
  required?: string;
  /** The message when what was typed is not what the kind takes. */
  invalid?: string;
  /** The most characters (of each row, for a list); an integer's largest value, with `min`. */
  max?: number;
  /** An integer's smallest value, with `max`: a number outside them is refused. */
  min?: number;
  /** A list's most rows. */
  maxItems?: number;
  /**
   * A list of exactly this many rows, the layout's (a page's three cards):
   * no buttons to add, move or remove one, each row labelled by its place.
   */
  fixedRows?: number;
  /**
   * Whether each language the site publishes has its own (a title, a text:
   * yes; a price, a rating, an address, a picture: no).
   */
  translatable: boolean;
  /** The table's column: the name in snake_case unless said; null when the kind's hooks store it. */
  column?: string | null;
  /** A select's choices, in order. */
  options?: readonly { value: string; label: string }[];
  /** A new item's value, as the form shows it. */
  initial?: string;
  /** The card it is drawn in (`sections`), or "side" above the order; the first card unless said. */
  section?: string;
  /** Half the card's width from the small breakpoint on, beside the next half. */
  half?: boolean;
  placeholder?: string;
  /** A row's label in a list ("Feature" gives "Feature 1", "Feature 2"…). */
  rowLabel?: string;
  /** A list of rows' fields, in order: text, or a select; the last ones may be optional. */
  columns?: readonly Field[];
  /** The message for a row that misses a field it needs (rows counted from 1). */
  rowInvalid?: (row: number) => string;
  /** What is stored when it is left empty. */
  empty?: string;
  /** A paragraph's height in lines. */
  lines?: number;
  /** A picture's upload and library fields are `<stem>Upload` and `<stem>Library` (the name unless said). */
  stem?: string;
  /** A picture's path field, when not 'Current image'. */
  current?: { label: string; hint: string };
  /** A picture 2 wide by 1 high (a banner), not a square. */
  wide?: boolean;
  /** A picture may also be an http(s) address elsewhere (a sharing image). */
  anywhere?: boolean;
  /** A picture's alt text: the field of that name, drawn inside the picture's control. */
  alt?: string;
  /** A picture's upload, when not labelled with the field's own label and hint. */
  upload?: { label: string; hint: string };
  /** A list of pictures' 'Choose from library', which adds one as its last line. */
  picker?: { label: string; hint: string };
  /** A slug filled from the field of that name as it is typed, until the slug itself is edited. */
  follows?: string;
  /** A row's field's label for assistive technology ("Network of link 2"); "Link 2: Network" unless said. */
  cellLabel?: (column: string, row: number) => string;
}

/** A card of the editor: its fields, under a legend when it has one. */
export interface Section {
  name: string;
  legend?: string;
  hint?: string;
}

/** The words of one kind's pages; what every kind says alike is in ./collection-copy.ts. */
export interface CollectionWords {
  /** The list's heading and the side bar's link. */
  title: string;
  description: string;
  newItem: string;
  editTitle: string;
  back: string;
  empty: string;
  /** The list's first column. */
  titleColumn: string;
  /** The notice after a save. */
  saved: string;
  visibleHint: string;
  conflict: string;
  missing: string;
}

/** A kind's form as text, the way the form posts it: every field, the order and the visibility. */
export type CollectionFields = Record<string, string>;

/** One checked value: text, a number (or none), yes or no, or a list's rows. */
export type FieldValue = string | number | null | boolean | string[] | Record<string, string>[];

/** A kind's fields once checked, as they are stored. */
export interface CollectionValues {
  fields: Record<string, FieldValue>;
  /** null: after the last. */
  position: number | null;
  visible: boolean;
}

export interface Collection {
  /** Its name in an audit target (`testimonial:3`) and in the code. */
  kind: string;
  /** Its list's address in the console; an item's editor is at `${path}/:id`. */
  path: string;
  /** Its table: one row an item, with `position`, `visible`, `version` and the two dates. */
  table: string;
  /** Who may list and edit it. */
  access: "editor" | "owner";
  /** The audit action of a save (server/admin/audit/audit-log.ts). */
  audit: string;
  /** The tags of the public pages a save drops from the render cache. */
  tags: readonly string[];
  words: CollectionWords;
  fields: readonly Field[];
  sections?: readonly Section[];
  list: {
    /** The field that names an item in its list, its editor and its audit entry. */
    title: string;
    /** The line under the title. */
    detail?: (fields: CollectionFields, id: number) => string;
    /** The line shows from the small breakpoint on only (an address would break on a phone). */
    detailFromSm?: boolean;
    /** The field whose picture is shown beside the title. */
    picture?: string;
  };
  /** For what the field-by-field mapping does not cover (several fields in one JSON column). */
  hooks?: {
    /** Form text from a row, for the fields whose `column` is null. */
    read?: (row: Record<string, unknown>) => CollectionFields;
    /** Columns from the checked values of the fields whose `column` is null. */
    write?: (values: Record<string, FieldValue>) => Record<string, string | number>;
  };
  /** The list's element ids start with it (`person-name`). */
  idPrefix: string;
  /** Each save keeps a revision, listed at `${path}/:id/history` (server/admin/revisions/). */
  revisions?: boolean;
}

/** The field's column. */
export const columnOf = (field: Field): string | null =>
  field.column === undefined
    ? field.name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
    : field.column;

/** A new item's form: every field's initial value, shown, after the last. */
export function blankFields(collection: Collection, position: number): CollectionFields {
  const fields: CollectionFields = {};
  for (const field of collection.fields) fields[field.name] = field.initial ?? field.empty ?? "";
  return { ...fields, position: String(position), visible: "shown" };
}

/** An item as its editor opens it; id null for a new one. */
export interface CollectionItem {
  id: number | null;
  fields: CollectionFields;
  version: number;
}

/** A row of a list: the item's title, a line under it, its picture, its order and whether it shows. */
export interface CollectionRow {
  id: number;
  title: string;
  detail: string;
  picture: string | null;
  position: number;
  visible: boolean;
  updatedAt: string;
  /** How much of it each language other than the default has. */
  translations?: TranslationProgress[];
}

export type CollectionErrors = Partial<Record<string, string>>;

export type CollectionSaveResult =
  | { ok: true; id: number }
  | { ok: false; kind: "invalid"; errors: CollectionErrors }
  | { ok: false; kind: "conflict"; currentVersion: number }
  | { ok: false; kind: "missing" };

/** What the console's collection pages ask of the server, for one request. */
export interface CollectionsConsole {
  /** Every item, hidden ones too, in the public order. */
  list(collection: Collection): Promise<CollectionRow[]>;
  item(collection: Collection, id: number): Promise<CollectionItem | null>;
  /** A new item's form: initial values, placed after the last. */
  blank(collection: Collection): Promise<CollectionItem>;
  /**
   * Creates (id null) or updates at `version`, after the kind's rules; a
   * stale version is a conflict and nothing is written.
   */
  save(
    collection: Collection,
    id: number | null,
    version: number,
    fields: CollectionFields,
  ): Promise<CollectionSaveResult>;
  /** The item in the language of `code`; null when that is no language but the default, or the item is gone. */
  getTranslation(collection: Collection, id: number, code: string): Promise<TranslationEdit | null>;
  /**
   * Saves what is written in the language of `code` at `version`, checked by
   * the kind's rules with the default's words where a field is left empty; a
   * stale version is a conflict and nothing is written.
   */
  saveTranslation(
    collection: Collection,
    id: number,
    code: string,
    version: number,
    fields: CollectionFields,
  ): Promise<TranslationSaveResult>;
  /** An uploaded picture, checked by its content and stored (as the cover images are). */
  uploadImage(
    image: Uint8Array,
    name?: string,
  ): Promise<{ ok: true; src: string } | { ok: false; reason: ImageRefusal }>;
}
