/**
 * What the console's project and post lists and editors ask of the server
 * (decision 022), built per request by server/admin/publishing/. Owners and
 * editors may edit and publish; every save is audited.
 */

import type { ImageRefusal } from "../../lib/admin/image-upload.ts";
import type { TranslationProgress } from "../../lib/admin/languages.ts";
import type { CollectionFields } from "../collections/collection.ts";
import type { TranslationEdit, TranslationSaveResult } from "../collections/translation.ts";
import type { ScheduleOverview } from "./schedule.ts";
import type { ItemStatus } from "../../lib/admin/statuses.ts";
import type { TrashOutcome } from "./trash.ts";

export type ItemKind = "project" | "post";
export type EditorIntent = "save" | "publish" | "unpublish";

/**
 * The kind whose console pages an address is among: /admin/posts and
 * /admin/posts/3 are the posts' (a client navigation's `.data` request too).
 * One route module serves both lists, and one both editors (app/routes.ts).
 */
export const itemKindAt = (pathname: string): ItemKind =>
  /^\/admin\/posts(?:[/.]|$)/.test(pathname) ? "post" : "project";

/** A project's or post's public address. */
export const publicPath = (kind: ItemKind, slug: string) =>
  `/${kind === "project" ? "projects" : "blog"}/${slug}`;

export interface ItemRow {
  id: number;
  title: string;
  slug: string;
  status: ItemStatus;
  updatedAt: string;
  publishedAt: string | null;
  /** In the trash since, and moved there by (null when not in the trash). */
  trashedAt: string | null;
  trashedBy: string | null;
  /** How much of it each other language has; none where the site has one language. */
  translations?: TranslationProgress[];
}

/** The editor's fields, as text, the way the form posts them. */
export interface EditorFields {
  title: string;
  slug: string;
  summary: string;
  body: string;
  coverImage: string;
  coverAlt: string;
  seoTitle: string;
  seoDescription: string;
  /** "" or an ISO date-time: a future one schedules the item. */
  publishedAt: string;
  /**
   * Projects: client, category, year, services (comma-separated), featured
   * ("yes"), and the gallery, a picture a line (app/admin/collections/picture-lines.ts).
   */
  client: string;
  category: string;
  year: string;
  services: string;
  featured: string;
  gallery: string;
  /** Posts: author and tags (comma-separated); category above. */
  author: string;
  tags: string;
}

export interface EditorItem {
  id: number | null;
  kind: ItemKind;
  fields: EditorFields;
  status: ItemStatus;
  version: number;
  /** In the trash since (status "trash"); its saves are refused until it is restored. */
  trashedAt?: string | null;
}

export type FieldErrors = Partial<Record<keyof EditorFields, string>>;

export type SaveResult =
  | { ok: true; id: number; slug: string; status: ItemStatus }
  | { ok: false; kind: "invalid"; errors: FieldErrors }
  | { ok: false; kind: "conflict"; currentVersion: number }
  | { ok: false; kind: "missing" }
  /** The item is in the trash: nothing is saved until it is restored. */
  | { ok: false; kind: "trashed" };

export interface EditorialConsole {
  list(kind: ItemKind, filter: { q: string; status: ItemStatus | null }): Promise<ItemRow[]>;
  item(kind: ItemKind, id: number): Promise<EditorItem | null>;
  /** Creates (id null) or updates at `version`; a stale version is a conflict, nothing is written. */
  save(
    kind: ItemKind,
    id: number | null,
    version: number,
    fields: EditorFields,
    intent: EditorIntent,
  ): Promise<SaveResult>;
  /** The item in another language (decision 049); null when the item or the language is not there. */
  getTranslation(kind: ItemKind, id: number, code: string): Promise<TranslationEdit | null>;
  /** Saves the item's translation whole at `version`: its own title, slug, summary and body. */
  saveTranslation(
    kind: ItemKind,
    id: number,
    code: string,
    version: number,
    typed: CollectionFields,
  ): Promise<TranslationSaveResult>;
  /** 'Remove translation': the item is no longer in the language (its address there answers 404). */
  removeTranslation(
    kind: ItemKind,
    id: number,
    code: string,
    version: number,
  ): Promise<TranslationSaveResult>;
  /** 'Move to trash': off the site at once (its addresses answer 410), restorable for 30 days; audited. */
  trash(kind: ItemKind, id: number): Promise<TrashOutcome>;
  /** 'Restore': back as it was when it was moved to the trash; audited. */
  restore(kind: ItemKind, id: number): Promise<TrashOutcome>;
  /** What is scheduled next, and what went live late (the overview). */
  schedule(): Promise<ScheduleOverview>;
  /** The body's Markdown as the public page will show it (sanitised HTML). */
  renderPreview(markdown: string): Promise<string>;
  /**
   * An uploaded cover image, processed and stored (server/media/process-image.ts):
   * the path to put in 'Cover image', or why it was refused.
   */
  uploadImage(
    image: Uint8Array,
    /** The file's name, as the media library lists it. */
    name?: string,
  ): Promise<{ ok: true; src: string } | { ok: false; reason: ImageRefusal }>;
}

export const emptyFields: EditorFields = {
  title: "",
  slug: "",
  summary: "",
  body: "",
  coverImage: "",
  coverAlt: "",
  seoTitle: "",
  seoDescription: "",
  publishedAt: "",
  client: "",
  category: "",
  year: "",
  services: "",
  featured: "",
  gallery: "",
  author: "",
  tags: "",
};
