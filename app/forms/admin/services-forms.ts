import { servicesCopy } from "../../content/admin/services.ts";
import { serviceMenuGroups } from "../../content/service-menus.ts";
import { emptyServiceFields, SERVICE_ICONS, type ServiceFields } from "../../lib/admin/services.ts";
import type { ServiceMenu, ServiceMenuEntry, ServicePoint } from "../../lib/site-content.ts";
import { z } from "../zod-setup.ts";
import { text } from "./text-field.ts";

const errors = servicesCopy.errors;

const FIELD_NAMES = Object.keys(emptyServiceFields) as (keyof ServiceFields)[];
const fieldsShape = Object.fromEntries(FIELD_NAMES.map((name) => [name, text()])) as Record<
  keyof ServiceFields,
  ReturnType<typeof text>
>;

/**
 * The editor's post (/admin/services/:id): the version the service was
 * opened at and every field as typed. What the fields must hold is
 * `serviceRules`, checked as it is saved.
 */
export const serviceEditorForm = z.object({
  version: text().transform((typed) => {
    const version = Number(typed || "0");
    return Number.isInteger(version) ? version : 0;
  }),
  ...fieldsShape,
});

/** A service as it is stored, once its fields passed the rules. */
export interface ServiceValues {
  title: string;
  slug: string;
  summary: string;
  icon: string;
  bannerImage: string;
  overview: string;
  why: string;
  benefits: ServicePoint[];
  featuresIntro: string;
  features: string[];
  approachIntro: string;
  approachSteps: ServicePoint[];
  actionLink: string;
  seoTitle: string;
  seoDescription: string;
  menu: ServiceMenu;
  /** null: after the last. */
  position: number | null;
  visible: boolean;
}

const MAX_LENGTH: Partial<Record<keyof ServiceFields, number>> = {
  title: 120,
  slug: 80,
  summary: 400,
  bannerImage: 500,
  description: 2_000,
  why: 2_000,
  benefits: 4_000,
  featuresIntro: 600,
  features: 4_000,
  approachIntro: 600,
  approachSteps: 4_000,
  actionLink: 500,
  seoTitle: 120,
  seoDescription: 300,
  menuTitle: 80,
  menuDescription: 80,
  menuMore: 2_000,
};

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A link a visitor may follow: a path on this site, http or https, mailto: or
 * tel: (never javascript:, data:…).
 */
export function isSafeLink(typed: string): boolean {
  if (/^\/(?!\/)\S*$/.test(typed)) return true;
  if (/^(mailto|tel):\S+$/i.test(typed)) return true;
  if (!/^https?:\/\//i.test(typed)) return false;
  try {
    const url = new URL(typed);
    return (url.protocol === "http:" || url.protocol === "https:") && Boolean(url.hostname);
  } catch {
    return false;
  }
}

const lines = (typed: string) =>
  typed
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** "Title | text" lines; the number (from 1) of the first line that is not one, or the points. */
function parsePoints(typed: string): ServicePoint[] | number {
  const points: ServicePoint[] = [];
  for (const [index, line] of lines(typed).entries()) {
    const bar = line.indexOf("|");
    const title = bar < 0 ? "" : line.slice(0, bar).trim();
    const text = bar < 0 ? "" : line.slice(bar + 1).trim();
    if (!title || !text) return index + 1;
    points.push({ title, text });
  }
  return points;
}

/** The Services menu's column a typed name means (any case), if any. */
const groupNamed = (typed: string) =>
  serviceMenuGroups.find((group) => group.title.toLowerCase() === typed.toLowerCase())?.id;

/**
 * "Group | name | short line" lines (the short line may be left out); the
 * number (from 1) of the first line that is not one, or the entries.
 */
function parseMenuEntries(typed: string): ServiceMenuEntry[] | number {
  const entries: ServiceMenuEntry[] = [];
  for (const [index, line] of lines(typed).entries()) {
    const [groupName = "", title = "", ...rest] = line.split("|").map((part) => part.trim());
    const group = groupNamed(groupName);
    if (!group || !title || rest.length > 1) return index + 1;
    entries.push({ group, title, description: rest[0] ?? "" });
  }
  return entries;
}

/** A service's other menu names as the editor shows them: one a line. */
export const menuEntriesText = (entries: ServiceMenuEntry[]) =>
  entries
    .map((entry) => {
      const group = serviceMenuGroups.find((g) => g.id === entry.group)?.title ?? entry.group;
      return [group, entry.title, entry.description].filter(Boolean).join(" | ");
    })
    .join("\n");

/** Points as the editor shows them: one a line. */
export const pointsText = (points: ServicePoint[]) =>
  points.map((p) => `${p.title} | ${p.text}`).join("\n");

/**
 * What a service's fields must hold, with a message per field: a title; a
 * slug of lower-case letters, digits and hyphens (that no other service has
 * is checked by the server, which knows the others); an icon of the fixed
 * list; a banner, a path on this site; the action link a path, http(s),
 * mailto: or tel:; benefits and steps "Title | text" a line; the order a
 * whole number; the menu's column one of the Services menu's or none, its
 * order empty or a whole number, its other names "Group | name | short line"
 * a line, each group one of the menu's. Every field is trimmed.
 */
export const serviceRules = z
  .object(fieldsShape)
  .transform((typed) => {
    const fields = { ...typed };
    for (const name of FIELD_NAMES) fields[name] = fields[name].trim();
    return fields;
  })
  .superRefine((fields, context) => {
    const refuse = (name: keyof ServiceFields, message: string) =>
      context.addIssue({ code: "custom", path: [name], message });
    if (!fields.title) refuse("title", errors.titleRequired);
    if (!fields.slug) refuse("slug", errors.slugRequired);
    else if (!SLUG_PATTERN.test(fields.slug)) refuse("slug", errors.slugFormat);
    if (!(SERVICE_ICONS as readonly string[]).includes(fields.icon))
      refuse("icon", errors.iconUnknown);
    if (!fields.bannerImage) refuse("bannerImage", errors.bannerRequired);
    else if (!/^\/(?!\/)\S*$/.test(fields.bannerImage)) refuse("bannerImage", errors.imagePath);
    if (fields.actionLink && !isSafeLink(fields.actionLink)) refuse("actionLink", errors.link);
    for (const name of ["benefits", "approachSteps"] as const) {
      const parsed = parsePoints(fields[name]);
      if (typeof parsed === "number") refuse(name, errors.pairs(parsed));
    }
    if (fields.position && !/^-?\d{1,6}$/.test(fields.position))
      refuse("position", errors.position);
    if (fields.menuGroup !== "none" && !serviceMenuGroups.some((g) => g.id === fields.menuGroup))
      refuse("menuGroup", errors.menuGroup);
    if (fields.menuOrder && !/^-?\d{1,6}$/.test(fields.menuOrder))
      refuse("menuOrder", errors.position);
    const menuEntries = parseMenuEntries(fields.menuMore);
    if (typeof menuEntries === "number") refuse("menuMore", errors.menuEntries(menuEntries));
    if (fields.inFooter !== "listed" && fields.inFooter !== "not-listed")
      refuse("inFooter", errors.inFooter);
    if (fields.visible !== "shown" && fields.visible !== "hidden")
      refuse("visible", errors.visible);
    for (const [name, max] of Object.entries(MAX_LENGTH) as [keyof ServiceFields, number][]) {
      if (fields[name].length > max) refuse(name, errors.tooLong(max));
    }
  })
  .transform((fields): ServiceValues => ({
    title: fields.title,
    slug: fields.slug,
    summary: fields.summary,
    icon: fields.icon,
    bannerImage: fields.bannerImage,
    overview: fields.description,
    why: fields.why,
    benefits: parsePoints(fields.benefits) as ServicePoint[],
    featuresIntro: fields.featuresIntro,
    features: lines(fields.features),
    approachIntro: fields.approachIntro,
    approachSteps: parsePoints(fields.approachSteps) as ServicePoint[],
    actionLink: fields.actionLink || "/contact",
    seoTitle: fields.seoTitle,
    seoDescription: fields.seoDescription,
    menu: {
      title: fields.menuTitle,
      group: fields.menuGroup === "none" ? null : (fields.menuGroup as ServiceMenu["group"]),
      description: fields.menuDescription,
      order: fields.menuOrder ? Number(fields.menuOrder) : null,
      more: parseMenuEntries(fields.menuMore) as ServiceMenuEntry[],
      inFooter: fields.inFooter === "listed",
    },
    position: fields.position ? Number(fields.position) : null,
    visible: fields.visible === "shown",
  }));
