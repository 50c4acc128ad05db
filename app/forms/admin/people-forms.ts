import { peopleCopy } from "../../content/admin/people.ts";
import {
  emptyPersonFields,
  MEMBER_LINK_FIELDS,
  type PeopleKind,
  type PersonFields,
} from "../../lib/admin/people.ts";
import type { MemberLink } from "../../lib/site-content.ts";
import { z } from "../zod-setup.ts";
import { text } from "./text-field.ts";

const errors = peopleCopy.errors;

const FIELD_NAMES = Object.keys(emptyPersonFields) as (keyof PersonFields)[];
const fieldsShape = Object.fromEntries(FIELD_NAMES.map((name) => [name, text()])) as Record<
  keyof PersonFields,
  ReturnType<typeof text>
>;

/**
 * The editor's post (/admin/testimonials/:id, /admin/team/:id,
 * /admin/partners/:id): the version the item was opened at and every field
 * as typed. What the fields must hold is `personRules`, checked as it is saved.
 */
export const personEditorForm = z.object({
  version: text().transform((typed) => {
    const version = Number(typed || "0");
    return Number.isInteger(version) ? version : 0;
  }),
  ...fieldsShape,
});

/** An item as it is stored, once its fields passed the rules. */
export interface PersonValues {
  name: string;
  role: string;
  photo: string;
  text: string;
  rating: number;
  link: string;
  description: string;
  links: MemberLink[];
  /** null: after the last. */
  position: number | null;
  visible: boolean;
}

// Longest each field may be.
const MAX_LENGTH: Partial<Record<keyof PersonFields, number>> = {
  name: 120,
  role: 160,
  text: 1_000,
  description: 300,
  photo: 500,
  link: 500,
  ...Object.fromEntries(MEMBER_LINK_FIELDS.map((name) => [name, 500])),
};

/** An address a visitor may be sent to: http or https only (never javascript:, data:…). */
export function isWebAddress(typed: string): boolean {
  if (!/^https?:\/\//i.test(typed)) return false;
  try {
    const url = new URL(typed);
    return (url.protocol === "http:" || url.protocol === "https:") && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/**
 * What a testimonial's, a member's or a partner's fields must hold, with a
 * message per field: a name; a testimonial's words and a rating that is a
 * whole number from 0 to 5; a partner's logo; every link http or https; the
 * picture a path on this site; the order a whole number. Every field is
 * trimmed. The server checks these when it saves (server/admin/people/).
 */
export const personRules = (kind: PeopleKind) =>
  z
    .object(fieldsShape)
    .transform((typed) => {
      const fields = { ...typed };
      for (const name of FIELD_NAMES) fields[name] = fields[name].trim();
      return fields;
    })
    .superRefine((fields, context) => {
      const refuse = (name: keyof PersonFields, message: string) =>
        context.addIssue({ code: "custom", path: [name], message });
      // Most important first: a field shows its first message only.
      if (!fields.name) refuse("name", errors.nameRequired);
      if (kind === "testimonial") {
        if (!fields.text) refuse("text", errors.textRequired);
        if (!/^\d$/.test(fields.rating) || Number(fields.rating) > 5)
          refuse("rating", errors.rating);
      }
      if (fields.photo && !/^\/[^\s]*$/.test(fields.photo)) refuse("photo", errors.photoFormat);
      if (kind === "partner" && !fields.photo) refuse("photo", errors.logoRequired);
      const links: (keyof PersonFields)[] =
        kind === "partner" ? ["link"] : kind === "member" ? [...MEMBER_LINK_FIELDS] : [];
      for (const name of links) {
        if (fields[name] && !isWebAddress(fields[name])) refuse(name, errors.link);
      }
      if (fields.position && !/^-?\d{1,6}$/.test(fields.position))
        refuse("position", errors.position);
      if (fields.visible !== "shown" && fields.visible !== "hidden")
        refuse("visible", errors.visible);
      for (const [name, max] of Object.entries(MAX_LENGTH) as [keyof PersonFields, number][]) {
        if (fields[name].length > max) refuse(name, errors.tooLong(max));
      }
    })
    .transform((fields): PersonValues => ({
      name: fields.name,
      role: kind === "partner" ? "" : fields.role,
      photo: fields.photo,
      text: kind === "testimonial" ? fields.text : "",
      rating: kind === "testimonial" ? Number(fields.rating) : 0,
      link: kind === "partner" ? fields.link : "",
      description: kind === "partner" ? fields.description : "",
      links:
        kind === "member"
          ? MEMBER_LINK_FIELDS.filter((network) => fields[network]).map((network) => ({
              network,
              url: fields[network],
            }))
          : [],
      position: fields.position ? Number(fields.position) : null,
      visible: fields.visible === "shown",
    }));
