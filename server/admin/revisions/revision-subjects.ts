import { collectionCopy } from "../../../app/admin/collections/collection-copy.ts";
import {
  blankFields,
  type Collection,
  type CollectionFields,
  type Field,
} from "../../../app/admin/collections/collection.ts";
import { PAGE_COPIES } from "../../../app/admin/pages/page-copies.ts";
import { services, serviceWords } from "../../../app/admin/services/services.ts";
import { publishingCopy } from "../../../app/admin/publishing/publishing-words.ts";
import type { FieldErrors } from "../../../app/forms/field-errors.ts";
import type { EditorFields, ItemKind } from "../../../app/admin/publishing/editorial.ts";
import type { RestoreRefusal, RevisionKind } from "../../../app/lib/admin/revisions.ts";
import type { ConsoleRole, ConsoleUser } from "../../../app/lib/admin/roles.ts";
import { PAGE_COPY_NAMES, type PageCopyName } from "../../../app/lib/page-copy.ts";
import { LEGAL_SINGLES } from "../../../app/admin/legal/legal-pages.ts";
import { readDocument } from "../../content/site-documents.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import type { ConsoleSession } from "../console-session.ts";
import { readSingle, singleSave } from "../collections/single-console.ts";
import type { Single } from "../../../app/admin/collections/single.ts";
import type { SiteDocuments } from "../../content/site-content-seed.ts";
import { collectionSave } from "../collections/collection-console.ts";
import { loadItem as loadCollectionItem } from "../collections/collection-store.ts";
import { loadItem } from "../publishing/editorial-queries.ts";
import { publishingSave } from "../publishing/publishing-console.ts";
import type { Restoring } from "./revision-store.ts";

/**
 * What revisions need of each kind of item: who may see
 * them, the item now, its fields' names and labels in the editor's order, and
 * the restore, which goes through the item's own save (its rules, slug
 * redirects, kept pages, revision and audit entry).
 */
export interface RevisionSubjectKind {
  role: ConsoleRole;
  /** The item's key as stored, from the address's; null when it names none. */
  key(param: string): string | null;
  /** The item now: its title, the version its editor saves at, its fields as a revision keeps them. */
  current(key: string): Promise<{ title: string; version: number; fields: unknown } | null>;
  /** The flat names of a snapshot's fields, in the editor's order. */
  names(key: string, fields: unknown): string[];
  /** A flat field's label, as its editor shows it. */
  label(key: string, name: string): string;
  /** Fields a restore leaves as they are now. */
  kept: string[];
  /** Saves `fields` (a revision's) at `version`; null when the item is gone. */
  restore(
    me: ConsoleUser,
    key: string,
    version: number,
    fields: unknown,
    restoring: Restoring,
  ): Promise<{ ok: true } | { ok: false; reason: RestoreRefusal; detail?: string } | null>;
}

const ID = /^[1-9]\d{0,9}$/;
const idKey = (param: string) => (ID.test(param) ? param : null);

/** A refusal by the editor's rules: its first field's label and message. */
function invalid(errors: FieldErrors, label: (name: string) => string) {
  const [name, message] = Object.entries(errors)[0] ?? ["", ""];
  return { ok: false as const, reason: "invalid" as const, detail: `${label(name)}: ${message}` };
}

// A project's and a post's fields in their editor's order: what both have, then their own.
const wordsFirst: (keyof EditorFields)[] = [
  "title",
  "slug",
  "summary",
  "body",
  "coverImage",
  "coverAlt",
];
const publishingNames: Record<ItemKind, (keyof EditorFields)[]> = {
  project: [
    ...wordsFirst,
    "client",
    "category",
    "year",
    "services",
    "featured",
    "gallery",
    "seoTitle",
    "seoDescription",
    "publishedAt",
  ],
  post: [...wordsFirst, "author", "category", "tags", "seoTitle", "seoDescription", "publishedAt"],
};

const labelFrom = (labels: Record<string, string>) => (name: string) => labels[name] ?? name;

/**
 * A page's copy: the flat names of its document's leaves ("steps.1.title"),
 * in its form's order, and their labels from its declaration ("Get in touch ›
 * Steps › Step 2 › Title"; a row of one field is that row: "… › Service 2").
 */
function copyFields(name: PageCopyName) {
  const copy = PAGE_COPIES[name];
  const legendOf = (field: Field) =>
    copy.sections?.find((section) => section.name === field.section)?.legend ?? "";
  return {
    names(value: unknown): string[] {
      const stored = (value ?? {}) as Record<string, unknown>;
      return copy.fields.flatMap((field) => {
        if (field.kind !== "rows") return [field.name];
        const rows = Array.isArray(stored[field.name]) ? (stored[field.name] as unknown[]) : [];
        return rows.flatMap((_, at) =>
          (field.columns ?? []).map((column) => `${field.name}.${at}.${column.name}`),
        );
      });
    },
    label(flat: string): string {
      const [key, at, item] = flat.split(".");
      const field = copy.fields.find((f) => f.name === key);
      if (!field) return flat;
      const path = `${legendOf(field)} › ${field.label}`;
      // A list's refusal is the list's: "Get in touch › Steps".
      if (field.kind !== "rows" || at === undefined) return path;
      const columns = field.columns ?? [];
      const row = `${path} › ${field.rowLabel ?? field.label} ${Number(at) + 1}`;
      return columns.length === 1
        ? row
        : `${row} › ${columns.find((column) => column.name === item)?.label ?? item}`;
    },
  };
}

/** Each kind's part, for one request's console (the saves are the editors' own). */
export function revisionSubjects(
  database: DatabaseHandle,
  session: Pick<ConsoleSession, "ip">,
  options: {
    seeds: SiteDocuments;
    /** SITE_URL (a restored slug moves the redirects that led to the old one). */
    siteUrl: string;
    onChange?: (tags: string[]) => void;
    now?: () => Date;
  },
): Record<RevisionKind, RevisionSubjectKind> {
  const { db } = database;
  const savePublishing = publishingSave(database, session, options);
  const saveInCollection = collectionSave(database, session, options);

  const publishing = (kind: ItemKind): RevisionSubjectKind => {
    const label = labelFrom(publishingCopy.fields);
    return {
      role: "editor",
      key: idKey,
      async current(key) {
        const item = await loadItem(database, kind, Number(key));
        return item && { title: item.fields.title, version: item.version, fields: item.fields };
      },
      names: () => publishingNames[kind],
      label: (_key, name) => label(name),
      kept: ["publishedAt"],
      async restore(me, key, version, fields, restoring) {
        const id = Number(key);
        const now = await loadItem(database, kind, id);
        if (!now) return null;
        // The words come back; the status and the publish date stay as they are, and so
        // does a field the revision predates (a project's gallery, kept since 2026-11-28).
        const restored: EditorFields = {
          ...now.fields,
          ...(fields as Partial<EditorFields>),
          publishedAt: now.fields.publishedAt,
        };
        const intent = now.status === "draft" ? "save" : "publish";
        const result = await savePublishing(me, kind, id, version, restored, intent, restoring);
        if (result.ok) return { ok: true };
        if (result.kind === "missing") return null;
        if (result.kind === "conflict") return { ok: false, reason: "conflict" };
        // Moved to the trash since the restore was checked.
        if (result.kind === "trashed") return { ok: false, reason: "in-trash" };
        if (result.errors.slug === publishingCopy.errors.slugTaken(kind)) {
          return { ok: false, reason: "slug-taken", detail: restored.slug };
        }
        return invalid(result.errors, label);
      },
    };
  };

  /** A kind declared as a collection that keeps revisions (app/admin/content-model.ts). */
  const collection = (kind: Collection, slugTaken: string): RevisionSubjectKind => {
    const labels: Record<string, string> = {
      ...Object.fromEntries(kind.fields.map((field) => [field.name, field.label])),
      position: collectionCopy.position,
      visible: collectionCopy.visible,
    };
    const label = (name: string) => labels[name] ?? name;
    return {
      role: kind.access,
      key: idKey,
      async current(key) {
        const item = await loadCollectionItem(db, kind, Number(key));
        const title = item?.fields[kind.list.title] ?? "";
        return item && { title, version: item.version, fields: item.fields };
      },
      names: () => [...kind.fields.map((field) => field.name), "position", "visible"],
      label: (_key, name) => label(name),
      kept: ["position", "visible"],
      async restore(me, key, version, fields, restoring) {
        const id = Number(key);
        const now = await loadCollectionItem(db, kind, id);
        if (!now) return null;
        // The item's words come back; its place and visibility stay, and a field the
        // revision predates is as a new item's.
        const restored: Record<string, string> = {
          ...blankFields(kind, 0),
          ...(fields as Record<string, string>),
          position: now.fields.position ?? "",
          visible: now.fields.visible ?? "shown",
        };
        const result = await saveInCollection(me, kind, id, version, restored, restoring);
        if (result.ok) return { ok: true };
        if (result.kind === "missing") return null;
        if (result.kind === "conflict") return { ok: false, reason: "conflict" };
        if (result.errors.slug === slugTaken) {
          return { ok: false, reason: "slug-taken", detail: restored.slug };
        }
        return invalid(result.errors as FieldErrors, label);
      },
    };
  };
  const service = collection(services, serviceWords.slugTaken);

  const saveSingle = singleSave(database, session, options);
  const readCopy = (name: PageCopyName) =>
    readDocument(db, `page:${name}`, options.seeds[`page:${name}`] as never) as Promise<{
      value: object;
      version: number;
    }>;
  const page: RevisionSubjectKind = {
    role: "editor",
    key: (param) => PAGE_COPY_NAMES.find((name) => name === param) ?? null,
    async current(key) {
      const name = key as PageCopyName;
      const { value, version } = await readCopy(name);
      return { title: PAGE_COPIES[name].title, version, fields: value };
    },
    names: (key, fields) => copyFields(key as PageCopyName).names(fields),
    label: (key, name) => copyFields(key as PageCopyName).label(name),
    kept: [],
    async restore(me, key, version, fields, restoring) {
      const name = key as PageCopyName;
      const { label } = copyFields(name);
      const { value: now } = await readCopy(name);
      // Through the declaration's rules, as its editor's save is; a field
      // added to the page since the revision keeps its current words.
      const copy = PAGE_COPIES[name];
      const typed = copy.read({ ...now, ...(fields as object) } as never);
      const result = await saveSingle(me, copy as Single, version, typed, restoring);
      if (result.ok) return { ok: true };
      if (result.kind === "invalid") return invalid(result.errors as FieldErrors, label);
      return { ok: false, reason: "conflict" };
    },
  };

  const legalAt = (key: string) => LEGAL_SINGLES.find((single) => single.revisions?.key === key)!;
  const legal: RevisionSubjectKind = {
    role: "owner",
    key: (param) =>
      LEGAL_SINGLES.some((single) => single.revisions?.key === param) ? param : null,
    async current(key) {
      const single = legalAt(key);
      const { value, version } = await readSingle(db, single, options.seeds);
      const fields = single.read(value);
      return { title: fields.title ?? key, version, fields };
    },
    names: (key) => legalAt(key).fields.map((field) => field.name),
    label: (key, name) => legalAt(key).fields.find((field) => field.name === name)?.label ?? name,
    kept: [],
    async restore(me, key, version, fields, restoring) {
      const single = legalAt(key);
      const result = await saveSingle(me, single, version, fields as CollectionFields, restoring);
      if (result.ok) return { ok: true };
      if (result.kind === "invalid")
        return invalid(result.errors as FieldErrors, (name) => legal.label(key, name));
      return { ok: false, reason: "conflict" };
    },
  };

  return {
    project: publishing("project"),
    post: publishing("post"),
    service,
    page,
    legal,
  };
}
