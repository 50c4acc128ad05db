import type { Collection, CollectionWords, Field } from "../collections/collection.ts";

/** What the three kinds of people say alike (./testimonials.ts, ./team.ts, ./partners.ts). */
const shared = {
  titleColumn: "Name",
  saved: "Saved. The site shows it now.",
  visibleHint: "A hidden item stays here and leaves the site.",
  conflict:
    "Someone else saved this item after you opened it. Nothing was overwritten: your changes are still in the form. Open the item again in a new tab, copy your changes across, and save there.",
  missing: "This item no longer exists.",
} satisfies Partial<CollectionWords>;

/** The formats a photo or a logo may come in. */
export const PICTURE_FORMATS = "JPEG, PNG, WebP or AVIF, up to 15 MB.";

export const nameField: Field = {
  name: "name",
  kind: "text",
  label: "Name",
  required: "Enter a name.",
  max: 120,
  translatable: false,
};

export const roleField: Field = {
  name: "role",
  kind: "text",
  label: "Role",
  max: 160,
  translatable: true,
};

/**
 * A kind of people: owners and editors edit it, its element ids start with
 * "person", its list shows each one's picture; the words every kind of people
 * says alike are added to its own.
 */
export const peopleKind = (
  kind: Omit<Collection, "access" | "idPrefix" | "words"> & {
    words: Omit<CollectionWords, keyof typeof shared>;
  },
): Collection => ({
  ...kind,
  access: "editor",
  idPrefix: "person",
  words: { ...kind.words, ...shared },
});
