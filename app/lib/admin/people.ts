/**
 * What the console's pages of the site's people ask of the server: the
 * testimonials (/admin/testimonials), the team (/admin/team) and
 * the partner logos (/admin/partners), three collections (migration 009)
 * edited by one list and one editor. Built per request by server/admin/people/;
 * owners and editors may edit; every save is audited and drops the public
 * pages that show the collection.
 */

import type { ImageRefusal } from "./editorial.ts";

export const PEOPLE_KINDS = ["testimonial", "member", "partner"] as const;
export type PeopleKind = (typeof PEOPLE_KINDS)[number];

/** A member's profile fields, one a network (app/lib/site-content.ts `MemberNetwork`). */
export const MEMBER_LINK_FIELDS = ["linkedin", "x", "instagram", "facebook", "pinterest"] as const;

/** The editor's fields, as text, the way the form posts them; each kind shows some. */
export interface PersonFields {
  name: string;
  role: string;
  /** The picture's path: the photo, or a partner's logo. */
  photo: string;
  text: string;
  rating: string;
  link: string;
  description: string;
  linkedin: string;
  x: string;
  instagram: string;
  facebook: string;
  pinterest: string;
  /** The order: lower first. */
  position: string;
  /** "shown" or "hidden". */
  visible: string;
}

export const emptyPersonFields: PersonFields = {
  name: "",
  role: "",
  photo: "",
  text: "",
  rating: "5",
  link: "",
  description: "",
  linkedin: "",
  x: "",
  instagram: "",
  facebook: "",
  pinterest: "",
  position: "",
  visible: "shown",
};

/** The fields each kind's editor shows, in order (besides the picture, the order and visibility). */
export const PERSON_FIELDS: Record<PeopleKind, readonly (keyof PersonFields)[]> = {
  testimonial: ["name", "role", "text", "rating"],
  member: ["name", "role", ...MEMBER_LINK_FIELDS],
  partner: ["name", "link", "description"],
};

/** A row of a list: its name, a second line, its order and whether it shows. */
export interface PersonRow {
  id: number;
  name: string;
  /** The role, or a partner's link. */
  detail: string;
  photo: string;
  position: number;
  visible: boolean;
  updatedAt: string;
}

export interface PersonItem {
  /** null: a new one. */
  id: number | null;
  kind: PeopleKind;
  fields: PersonFields;
  version: number;
}

export type PersonErrors = Partial<Record<keyof PersonFields, string>>;

export type PersonSaveResult =
  | { ok: true; id: number }
  | { ok: false; kind: "invalid"; errors: PersonErrors }
  | { ok: false; kind: "conflict"; currentVersion: number }
  | { ok: false; kind: "missing" };

export interface PeopleConsole {
  /** Every item of a collection, hidden ones too, in the public order. */
  list(kind: PeopleKind): Promise<PersonRow[]>;
  item(kind: PeopleKind, id: number): Promise<PersonItem | null>;
  /** A new item's fields: empty, placed after the last. */
  blank(kind: PeopleKind): Promise<PersonItem>;
  /**
   * Creates (id null) or updates at `version`, after the kind's rules
   * (app/forms/admin/people-forms.ts); a stale version is a conflict and
   * nothing is written.
   */
  save(
    kind: PeopleKind,
    id: number | null,
    version: number,
    fields: PersonFields,
  ): Promise<PersonSaveResult>;
  /** An uploaded photo or logo, checked by content and stored (as the cover images are). */
  uploadImage(
    image: Uint8Array,
    /** The file's name, as the media library lists it. */
    name?: string,
  ): Promise<{ ok: true; src: string } | { ok: false; reason: ImageRefusal }>;
}

/** Each kind's pages in the console. */
export const PEOPLE_PATHS: Record<PeopleKind, string> = {
  testimonial: "/admin/testimonials",
  member: "/admin/team",
  partner: "/admin/partners",
};

/**
 * The kind whose pages an address is among: /admin/team and /admin/team/3 are
 * the team's (a client navigation's `.data` request too). One route module
 * serves the three kinds' lists, and one their editors (app/routes.ts).
 */
export function peopleKindOf(pathname: string): PeopleKind {
  const kind = PEOPLE_KINDS.find((candidate) => {
    const path = PEOPLE_PATHS[candidate];
    return pathname === path || pathname.startsWith(`${path}/`) || pathname === `${path}.data`;
  });
  if (!kind) throw new Error(`No kind of people has its pages at ${pathname}.`);
  return kind;
}
