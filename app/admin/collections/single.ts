/**
 * Content the site has one of (the settings), declared the way a kind of
 * content is (./collection.ts): its fields and cards, who may edit it, its
 * audit entry and the public pages a save drops. It is stored as one
 * document of `site_documents` (server/content/site-documents.ts); `read`
 * and `write` map that document to the form's fields and back. The editor,
 * the rules (./collection-rules.ts), the save
 * (server/admin/collections/single-console.ts) and the audit entry's list of
 * what changed all come from the declaration.
 */

import type { ImageRefusal } from "../../lib/admin/image-upload.ts";
import type { RevisionKind } from "../../lib/admin/revisions.ts";
import type {
  CollectionErrors,
  CollectionFields,
  Field,
  FieldValue,
  Section,
} from "./collection.ts";
import type { TranslationEdit, TranslationSaveResult } from "./translation.ts";

export interface SingleWords {
  /** The page's heading and the side bar's link. */
  title: string;
  description?: string;
  /** The notice after a save. */
  saved: string;
  conflict: string;
}

export interface Single<Value = unknown> {
  /** Its audit target and its name in the code. */
  kind: string;
  /** Its editor's address in the console. */
  path: string;
  /** Its key in `site_documents`. */
  document: string;
  access: "editor" | "owner";
  /** The audit action of a save that changes something. */
  audit: string;
  /** The tags of the public pages a save drops from the render cache. */
  tags: readonly string[];
  words: SingleWords;
  fields: readonly Field[];
  sections?: readonly Section[];
  /** The editor's element ids start with it (`settings-phone`). */
  idPrefix: string;
  /** The form's text from the stored document. */
  read(value: Value): CollectionFields;
  /** The document from the checked values, saved at `now`. */
  write(values: Record<string, FieldValue>, now: Date): Value;
  /** The editor's heading from what is stored ("Edit Privacy Policy"); the words' title unless said. */
  heading?: (fields: CollectionFields) => string;
  /** The page the editor's back link leads to (the list it belongs to). */
  back?: { href: string; label: string };
  /** The public page it changes, opened by 'View the page' beside 'Save'. */
  view?: { href: string; label: string };
  /** 'Save''s hint. */
  saveHint?: string;
  /** The day it last changed, beside 'Save'. */
  updated?: { label: string; of(value: Value): string | null };
  /**
   * Each save keeps a revision, listed at `${path}/history` (server/admin/revisions/):
   * of its form's fields, or of the document itself (`document`: a list as its items).
   */
  revisions?: { kind: RevisionKind; key: string; document?: boolean };
  /** The audit entry's detail from what was saved and the fields that changed; their labels unless said. */
  detail?(value: Value, changed: readonly Field[]): string;
}

/** The document as its editor opens it: every field as text, and the version to save at. */
export interface SingleEdit {
  fields: CollectionFields;
  /** 0 while it is its seed (never saved). */
  version: number;
  /** What `updated` says of the stored document. */
  updated: string | null;
}

export type SingleSaveResult =
  | { ok: true; version: number }
  | { ok: false; kind: "invalid"; errors: CollectionErrors }
  | { ok: false; kind: "conflict" };

/** What the console's single documents ask of the server, for one request. */
export interface SinglesConsole {
  get(single: Single): Promise<SingleEdit>;
  /**
   * Checks the fields and saves the whole document at `version`: a stale
   * version is a conflict and nothing is written; a save that changes
   * nothing writes nothing and keeps the version.
   */
  save(single: Single, version: number, fields: CollectionFields): Promise<SingleSaveResult>;
  /** The document in the language of `code`; null when that is no language of the site but the default. */
  getTranslation(single: Single, code: string): Promise<TranslationEdit | null>;
  /**
   * Saves what is written in the language of `code` at `version`, checked by
   * the declaration's rules with the default's words where a field is left
   * empty; a stale version is a conflict and nothing is written.
   */
  saveTranslation(
    single: Single,
    code: string,
    version: number,
    fields: CollectionFields,
  ): Promise<TranslationSaveResult>;
  /** Markdown as the public page will show it (sanitised HTML). */
  renderPreview(markdown: string): Promise<string>;
  uploadImage(
    image: Uint8Array,
    name?: string,
  ): Promise<{ ok: true; src: string } | { ok: false; reason: ImageRefusal }>;
}
