import type { PageCopies, PageCopyName } from "../../lib/page-copy.ts";
import { collectionCopy } from "../collections/collection-copy.ts";
import type { CollectionFields, Field, FieldValue, Section } from "../collections/collection.ts";
import { lineOf } from "../collections/rows.ts";
import type { Single } from "../collections/single.ts";
import { pagesCopy } from "../../content/admin/pages.ts";
import { pageCopyWords as words } from "./page-copy-words.ts";

/**
 * A page's copy (decision 037: its words as named fields of one document,
 * `page:<name>`), declared on the content model's fields (decision 047): a
 * single document whose fields are the document's keys, a list of the
 * layout's items a list of fixed rows. The editor, the rules and the
 * revisions' labels come from it.
 */
export interface PageCopy<Name extends PageCopyName = PageCopyName> extends Single<
  PageCopies[Name]
> {
  name: Name;
  /** Its name in the console's list of pages, its editor's heading and its audit entry. */
  title: string;
  /** Where visitors read it (the first is linked from the console). */
  publicPaths: readonly string[];
}

/** A card of a page's form: a section of the page and its fields, in the page's order. */
export interface CopySection {
  legend: string;
  hint?: string;
  fields: readonly Field[];
}

interface TextOptions {
  hint?: string;
  /** The most characters: 120 for a line, 600 for a paragraph unless said. */
  max?: number;
  /** May be left empty (most copy may not: the layout expects words there). */
  optional?: boolean;
}

const words_ = (name: string, label: string, options: TextOptions, max: number): Field => ({
  name,
  kind: "text",
  label,
  hint: options.hint,
  max: options.max ?? max,
  required: options.optional ? undefined : words.errors.required,
  translatable: true,
});

/** A line of the page's words (a heading, a button). */
export const line = (name: string, label: string, options: TextOptions = {}): Field =>
  words_(name, label, options, 120);

/** A paragraph, its line breaks kept. */
export const paragraph = (name: string, label: string, options: TextOptions = {}): Field => ({
  ...words_(name, label, options, 600),
  kind: "textarea",
  lines: 3,
});

/** A whole number from `min` to `max` (a counter's): the same in every language. */
export const number = (
  name: string,
  label: string,
  range: { min: number; max: number },
  options: { hint?: string; half?: boolean } = {},
): Field => ({
  name,
  kind: "integer",
  label,
  ...range,
  ...options,
  required: collectionCopy.errors.range(range.min, range.max),
  translatable: false,
});

/** The layout's items ("Step 2"): as many rows as it has, each of `columns`. */
export const items = (
  name: string,
  label: string,
  row: { label: string; count: number },
  columns: readonly Field[],
  hint?: string,
): Field => ({
  name,
  kind: "rows",
  label,
  hint,
  rowLabel: row.label,
  fixedRows: row.count,
  columns,
  translatable: true,
});

/** The form's text of a stored value: a list's rows a line each ("Title | text"). */
function formText(field: Field, value: unknown): string {
  if (field.kind !== "rows") return value === undefined || value === null ? "" : String(value);
  const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  return rows
    .map((row) => lineOf((field.columns ?? []).map((column) => String(row?.[column.name] ?? ""))))
    .join("\n");
}

/** A stored value from its checked one: a row's number as a number. */
function storedValue(field: Field, value: FieldValue): unknown {
  if (field.kind !== "rows") return value ?? "";
  return (value as Record<string, string>[]).map((row) =>
    Object.fromEntries(
      (field.columns ?? []).map((column) => [
        column.name,
        column.kind === "integer" ? Number(row[column.name]) : (row[column.name] ?? ""),
      ]),
    ),
  );
}

/** A page's copy from its cards: each field in its card, the document read and written key by key. */
export function pageCopy<Name extends PageCopyName>(
  name: Name,
  title: string,
  publicPaths: readonly string[],
  cards: readonly CopySection[],
): PageCopy<Name> {
  const sections: Section[] = cards.map((card, at) => ({
    name: String(at),
    legend: card.legend,
    hint: card.hint,
  }));
  const fields = cards.flatMap((card, at) =>
    card.fields.map((field) => ({ ...field, section: String(at) })),
  );
  return {
    name,
    title,
    publicPaths,
    kind: "page",
    path: `/admin/pages/copy/${name}`,
    document: `page:${name}`,
    access: "editor",
    audit: "page-copy-saved",
    tags: [`page:${name}`],
    idPrefix: "copy",
    words: {
      title: words.editTitle(title),
      saved: words.saved,
      conflict: words.errors.conflict,
    },
    back: { href: "/admin/pages", label: pagesCopy.back },
    view: { href: publicPaths[0]!, label: words.viewPage },
    saveHint: words.saveHint,
    // Its revisions keep the document, as they always have: a list as its items.
    revisions: { kind: "page", key: name, document: true },
    // "Page not found (404): heading, message": what changed.
    detail: (_value, changed) => `${title}: ${changed.map((field) => field.name).join(", ")}`,
    sections,
    fields,
    read: (value: object): CollectionFields => {
      const stored = value as Record<string, unknown>;
      return Object.fromEntries(
        fields.map((field) => [field.name, formText(field, stored[field.name])]),
      );
    },
    write: (values) =>
      Object.fromEntries(
        fields.map((field) => [field.name, storedValue(field, values[field.name] ?? null)]),
      ) as never,
  };
}

/** The small words over a section's heading, its heading and what follows. */
export const lead = (prefix: string, more: { intro?: string } = {}) => [
  line(`${prefix}Label`, "Label", { hint: "The small words over the heading.", max: 60 }),
  line(`${prefix}Title`, "Heading"),
  ...(more.intro === undefined ? [] : [paragraph(`${prefix}${more.intro}`, "Introduction")]),
];

/** An inner page's header: its heading and its breadcrumb. */
export const header = (): Field[] => [
  line("heading", "Heading"),
  line("breadcrumbHome", "Breadcrumb: link to the home page", { max: 40 }),
  line("breadcrumbLabel", "Breadcrumb: this page", { max: 40 }),
];

/** What search results and shared links show. */
export const title = () =>
  line("title", "Title", {
    hint: "The browser tab's title and the page's name in search results.",
    max: 70,
  });
export const description = () =>
  paragraph("description", "Meta description", {
    hint: "One or two sentences for search results and shared links (160 characters).",
    max: 160,
  });

/** A page's card of what search results show: its title and its description. */
export const searchResults = () => ({
  legend: "Search results",
  fields: [title(), description()],
});
