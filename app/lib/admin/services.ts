/**
 * What the console's services pages ask of the server:
 * /admin/services lists every service (migration 010), hidden ones too, and
 * /admin/services/:id edits one ("new" for a new one). Built per request by
 * server/admin/services/; owners and editors may edit; every save is audited
 * and drops the public pages that show the services (tag `services`).
 */

import type { ImageRefusal } from "./editorial.ts";

/** The icons a service may show (components/ui/icon-set.ts): a fixed list. */
export const SERVICE_ICONS = [
  "Code2",
  "Smartphone",
  "Layers",
  "PenTool",
  "Megaphone",
  "ShoppingCart",
  "Briefcase",
  "Rocket",
  "Palette",
  "BrainCircuit",
  "Sparkles",
] as const;

/** The editor's fields, as text, the way the form posts them. */
export interface ServiceFields {
  title: string;
  slug: string;
  /** One or two sentences: the cards, the meta description, the page's lead. */
  summary: string;
  icon: string;
  bannerImage: string;
  /** The page's overview paragraph. */
  description: string;
  /** The paragraph under 'Why Your Business Needs {title}'. */
  why: string;
  /** One benefit a line: "Title | text". */
  benefits: string;
  featuresIntro: string;
  /** One key feature a line. */
  features: string;
  approachIntro: string;
  /** One step a line: "Title | text". */
  approachSteps: string;
  /** Where 'Start a project' leads: a path on this site, http(s), mailto: or tel:. */
  actionLink: string;
  seoTitle: string;
  seoDescription: string;
  /** Its name in the menus and the footer; empty for the title. */
  menuTitle: string;
  /** The Services menu's column (a group id), or "none". */
  menuGroup: string;
  /** The short line under its name in the Services menu. */
  menuDescription: string;
  /** Its place in its column: lower first; empty for its order. */
  menuOrder: string;
  /** Its other names in the Services menu, one a line: "Group | name | short line". */
  menuMore: string;
  /** "listed" or "not-listed": the footer's Services links. */
  inFooter: string;
  /** The order: lower first. */
  position: string;
  /** "shown" or "hidden". */
  visible: string;
}

export const emptyServiceFields: ServiceFields = {
  title: "",
  slug: "",
  summary: "",
  icon: "Sparkles",
  bannerImage: "",
  description: "",
  why: "",
  benefits: "",
  featuresIntro: "",
  features: "",
  approachIntro: "",
  approachSteps: "",
  actionLink: "/contact",
  seoTitle: "",
  seoDescription: "",
  // A new service is listed under its title in the first column and in the footer.
  menuTitle: "",
  menuGroup: "development",
  menuDescription: "",
  menuOrder: "",
  menuMore: "",
  inFooter: "listed",
  position: "",
  visible: "shown",
};

/** A row of the list. */
export interface ServiceRowView {
  id: number;
  title: string;
  slug: string;
  position: number;
  visible: boolean;
  updatedAt: string;
}

export interface ServiceItem {
  /** null: a new one. */
  id: number | null;
  fields: ServiceFields;
  version: number;
}

export type ServiceErrors = Partial<Record<keyof ServiceFields, string>>;

export type ServiceSaveResult =
  | { ok: true; id: number }
  | { ok: false; kind: "invalid"; errors: ServiceErrors }
  | { ok: false; kind: "conflict"; currentVersion: number }
  | { ok: false; kind: "missing" };

export interface ServicesConsole {
  /** Every service, hidden ones too, in the public order. */
  list(): Promise<ServiceRowView[]>;
  item(id: number): Promise<ServiceItem | null>;
  /** A new service's fields: empty, placed after the last. */
  blank(): Promise<ServiceItem>;
  /**
   * Creates (id null, given the next id) or updates at `version`, after the
   * rules (app/forms/admin/services-forms.ts) and a slug no other service
   * has; a stale version is a conflict and nothing is written.
   */
  save(id: number | null, version: number, fields: ServiceFields): Promise<ServiceSaveResult>;
  /** An uploaded banner, checked by content and stored (as the cover images are). */
  uploadImage(
    image: Uint8Array,
    /** The file's name, as the media library lists it. */
    name?: string,
  ): Promise<{ ok: true; src: string } | { ok: false; reason: ImageRefusal }>;
}

export const SERVICES_PATH = "/admin/services";
