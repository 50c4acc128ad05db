/**
 * What the console's media library asks of the server (decision 040):
 * every uploaded image (/admin/media) with its preview, size, alt text, where
 * it is used and who uploaded it when, and the image's own page
 * (/admin/media/:id) to replace its file or set its focal point. Built per
 * request by server/admin/media/; owners and editors may use it; every change
 * is audited and drops the public pages that show the image.
 */

import type { ImageRefusal } from "./image-upload.ts";

export const MEDIA_PATH = "/admin/media";

/** Where an image is used: a row of a table that names it, and in which field. */
export type MediaUseKind =
  | "project"
  | "post"
  | "service"
  | "testimonial"
  | "member"
  | "partner"
  | "settings"
  | "legal"
  | "page";

/** Where an image is used on what only owners edit (the settings, the legal pages). */
export const ownersOnlyUse = (use: MediaUse) => use.kind === "settings" || use.kind === "legal";

export interface MediaUse {
  kind: MediaUseKind;
  /** The item's name: a post's title, a team member's name, "Settings". */
  label: string;
  /** Which of its fields: "cover", "body", "banner", "photo", "logo", "sharing image", "text". */
  field: string;
  /** Its editor in the console. */
  href: string;
}

/** A focal point: 0–1 from the left and from the top. */
export interface Focus {
  x: number;
  y: number;
}

export interface MediaItem {
  id: string;
  /** The file's name as uploaded (or a name made from its id for older uploads). */
  name: string;
  /** The path every field names it by: its largest WebP width. */
  src: string;
  /** Its smallest width, for the library's grid. */
  preview: string;
  width: number;
  height: number;
  bytes: number;
  mime: string;
  alt: string;
  focus: Focus | null;
  uploadedBy: string | null;
  uploadedAt: string;
  /** 1 at upload, one more each time its file was replaced. */
  revision: number;
  updatedAt: string | null;
  updatedBy: string | null;
  uses: MediaUse[];
}

/**
 * A picture that ships with the site's code (public/images): in the library,
 * marked as the site's artwork, but never deleted, replaced or described
 * there (decision 048).
 */
export interface SiteArtwork {
  /** Its path on the site, what a field stores. */
  src: string;
  name: string;
  width: number;
  height: number;
  alt: string;
}

/** An image as the editors' 'Choose from library' lists it. */
export interface MediaChoice {
  src: string;
  /** "name.jpg (1200 × 800)", and its alt text when it has one. */
  label: string;
  name: string;
  alt: string;
  width: number;
  height: number;
  /** A small file of it for a thumbnail: an upload's smallest width, the artwork itself. */
  preview: string;
  /** The site's own artwork rather than an upload. */
  artwork: boolean;
}

/** The label of a library image in a plain list: "name (width × height) · alt text". */
export const choiceLabel = (image: { name: string; width: number; height: number; alt: string }) =>
  `${image.name} (${image.width} × ${image.height})${image.alt ? ` · ${image.alt}` : ""}`;

/** Whether each word of a search is in one of the texts (case aside). */
export function matchesWords(q: string, texts: readonly string[]): boolean {
  const haystack = texts.join(" ").toLowerCase();
  return q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** An uploaded file as the form gave it. */
export interface MediaFile {
  name: string;
  bytes: Uint8Array;
}

export type MediaUploadResult =
  { ok: true; ids: string[] } | { ok: false; name: string; reason: ImageRefusal };

export type MediaDeleteResult =
  { ok: true } | { ok: false; kind: "used"; uses: MediaUse[] } | { ok: false; kind: "missing" };

export type MediaReplaceResult =
  | { ok: true; uses: MediaUse[] }
  | { ok: false; kind: "refused"; reason: ImageRefusal }
  /** An editor's, for an image on places only owners edit (the settings, a legal page). */
  | { ok: false; kind: "owners-only"; uses: MediaUse[] }
  | { ok: false; kind: "missing" };

/** Images a page of the library shows: a grid of 3 × 8 on a wide screen. */
export const MEDIA_PAGE_SIZE = 24;

/**
 * One page of the library: its uploads, then (once they run out) the site's
 * artwork the search matches; how many match in all, and which page of how many.
 */
export interface MediaPage {
  items: MediaItem[];
  artwork: SiteArtwork[];
  /** Uploads and artwork together. */
  total: number;
  /** How many of them are the site's artwork. */
  artworkTotal: number;
  page: number;
  pageCount: number;
}

export interface MediaConsole {
  /** A page of images, uploads newest first, then the site's artwork; `q` matches words of its name or alt text. */
  list(filter: { q: string; page: number }): Promise<MediaPage>;
  item(id: string): Promise<MediaItem | null>;
  /** Every image for the editors' 'Choose from library': uploads newest first, then the site's artwork. */
  choices(): Promise<MediaChoice[]>;
  /**
   * Several files at once, each checked by its content (server/media/): all
   * are kept, or, when one is refused, none (its name and why).
   */
  upload(files: MediaFile[]): Promise<MediaUploadResult>;
  /** The default alt text: false when the image is gone. */
  saveAlt(id: string, alt: string): Promise<boolean>;
  /** The focal point (null: the centre): false when the image is gone. */
  saveFocus(id: string, focus: Focus | null): Promise<boolean>;
  /**
   * A new file in place: every field naming the image names the new file, and
   * the pages using it are dropped from the render cache.
   */
  replace(id: string, file: MediaFile): Promise<MediaReplaceResult>;
  /** Deletes an image nothing uses (its files too); else says where it is used. */
  remove(id: string): Promise<MediaDeleteResult>;
}

/**
 * The focal points the image's page offers, named as a photographer would
 * ("top left" … "bottom right"); the centre is the default.
 */
export const FOCAL_POINTS = {
  "top-left": { x: 0, y: 0 },
  top: { x: 0.5, y: 0 },
  "top-right": { x: 1, y: 0 },
  left: { x: 0, y: 0.5 },
  centre: { x: 0.5, y: 0.5 },
  right: { x: 1, y: 0.5 },
  "bottom-left": { x: 0, y: 1 },
  bottom: { x: 0.5, y: 1 },
  "bottom-right": { x: 1, y: 1 },
} as const satisfies Record<string, Focus>;

export type FocalPointName = keyof typeof FOCAL_POINTS;

/** The named focal point of a stored one (the nearest), "centre" when none. */
export function focalPointName(focus: Focus | null): FocalPointName {
  if (!focus) return "centre";
  let best: FocalPointName = "centre";
  let distance = Infinity;
  for (const [name, point] of Object.entries(FOCAL_POINTS) as [FocalPointName, Focus][]) {
    const d = (point.x - focus.x) ** 2 + (point.y - focus.y) ** 2;
    if (d < distance) [best, distance] = [name, d];
  }
  return best;
}

/** "1.2 MB", "340 KB": an image's (or a backup's: "2.1 GB") size for people. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 * 1024) return `${(bytes / (1024 * 1024 * 1024)).toFixed(1)} GB`;
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** An image as a line of Markdown: its alt text and its path. */
export const markdownImage = (image: { src: string; alt: string }) =>
  `![${image.alt.replace(/[[\]\n]/g, "")}](${image.src})`;

/** The body with a library image's line added at its end (a picker's choice without JavaScript). */
export const withImageAtEnd = (body: string, image: { src: string; alt: string }) =>
  `${body.trimEnd()}${body.trim() ? "\n\n" : ""}${markdownImage(image)}\n`;
