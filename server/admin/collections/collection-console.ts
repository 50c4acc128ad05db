import { itemSubject } from "../../db/translations.ts";
import { collectionRules } from "../../../app/admin/collections/collection-rules.ts";
import {
  blankFields,
  type Collection,
  type CollectionErrors,
  type CollectionFields,
  type CollectionSaveResult,
  type CollectionsConsole,
} from "../../../app/admin/collections/collection.ts";
import { parseFields } from "../../../app/forms/field-errors.ts";
import type { ConsoleUser } from "../../../app/lib/admin/roles.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import type { AuditAction } from "../audit/audit-log.ts";
import { audited } from "../audited.ts";
import { translationProgress, translationsFor, type Translated } from "./translations.ts";
import type { ConsoleSession } from "../console-session.ts";
import { storeCoverImage } from "../publishing/cover-upload.ts";
import { keepRevision, restoredDetail, type Restoring } from "../revisions/revision-store.ts";
import { listItems, loadItem, nextPosition, storeItem } from "./collection-store.ts";
import { storeHooks } from "./store-hooks.ts";

interface SaveOptions {
  /** SITE_URL: what a save's hooks may need (hand-made redirects name the site absolutely). */
  siteUrl: string;
  /** Called after a save, with the tags of the public pages it changes (server/http/render-cache.ts). */
  onChange?: (tags: string[]) => void;
}

/**
 * The save of any declared kind, as its editor's 'Save' and the revisions'
 * 'Restore this version' (`restoring`) do it, in one transaction: the
 * kind's rules, its hooks (server/admin/collections/store-hooks.ts), the row
 * at the version its editor opened, a revision when the kind keeps them, and
 * the audit entry; then the public pages of its tags are dropped (on every
 * instance).
 */
export function collectionSave(
  database: DatabaseHandle,
  session: Pick<ConsoleSession, "ip">,
  options: SaveOptions,
) {
  const hooksOf = storeHooks(options);
  return async (
    me: ConsoleUser,
    collection: Collection,
    id: number | null,
    version: number,
    fields: CollectionFields,
    restoring: Restoring | null = null,
  ): Promise<CollectionSaveResult> => {
    const checked = parseFields(collectionRules(collection), fields);
    if (!checked.ok)
      return { ok: false, kind: "invalid", errors: checked.errors as CollectionErrors };
    const hooks = hooksOf[collection.kind] ?? {};
    const outcome = await audited(
      database,
      { actor: me.email, ip: session.ip },
      async (trx) => {
        const before = id === null ? null : ((await loadItem(trx, collection, id))?.fields ?? null);
        const change = { id, values: checked.data, before };
        const refused = await hooks.check?.(trx, change);
        if (refused) return { stored: { ok: false, kind: "invalid", errors: refused } as const };
        const values = hooks.adjust?.(change) ?? change.values;
        const newId = hooks.newId && (() => hooks.newId!(trx, database.dialect));
        const stored = await storeItem(trx, collection, id, version, values, newId);
        if (!stored.ok) return { stored };
        const followed = (await hooks.after?.(trx, { ...change, values, id: stored.id })) ?? {
          detail: [],
          tags: [],
        };
        if (collection.revisions) {
          await keepRevision(trx, {
            kind: collection.kind as "service",
            key: String(stored.id),
            actor: me.email,
            before,
            after: (await loadItem(trx, collection, stored.id))!.fields,
            restoredFrom: restoring?.id ?? null,
          });
        }
        return { stored, values, followed };
      },
      ({ stored, values, followed }) =>
        stored.ok && values && followed
          ? {
              action: restoring ? "revision-restored" : (collection.audit as AuditAction),
              target: `${collection.kind}:${stored.id}`,
              detail: [
                values.fields[collection.list.title],
                id === null ? "new" : null,
                values.visible ? null : "hidden",
                values.position === null ? null : `order ${values.position}`,
                ...followed.detail,
                restoring ? restoredDetail(restoring) : null,
              ]
                .filter(Boolean)
                .join(", "),
            }
          : null,
    );
    if (outcome.stored.ok) {
      options.onChange?.([...collection.tags, ...(outcome.followed?.tags ?? [])]);
    }
    return outcome.stored;
  };
}

/** An item of a declared kind as the translations see it (./translations.ts). */
const translatedItem = (collection: Collection, id: number) =>
  ({
    subject: itemSubject(collection.kind, id),
    fields: collection.fields,
    defaults: async (db) => (await loadItem(db, collection, id))?.fields ?? null,
    refusals: (merged) => {
      const checked = parseFields(collectionRules(collection), merged);
      return checked.ok ? null : (checked.errors as CollectionErrors);
    },
    audit: {
      action: collection.audit,
      target: `${collection.kind}:${id}`,
      detail: (defaults, changed) =>
        [defaults[collection.list.title], ...changed.map((field) => field.label)].join(", "),
    },
    tags: () => collection.tags,
  }) satisfies Translated;

/**
 * Every declared kind of the console for one request
 * (app/admin/content-model.ts): the kind's access is checked before
 * anything is read or written.
 */
export function collectionsConsole(
  database: DatabaseHandle,
  session: ConsoleSession,
  options: SaveOptions & {
    /** Where uploaded images are kept (MEDIA_DIR). */
    mediaDir: string;
  },
): CollectionsConsole {
  const allowed = (collection: Collection) => session.require(collection.access);
  const save = collectionSave(database, session, options);
  const translations = translationsFor(database, session, options.onChange);
  return {
    async list(collection) {
      await allowed(collection);
      const items = await listItems(database.db, collection);
      const progress = await translationProgress(
        database.db,
        items.map((item) => ({
          subject: translatedItem(collection, item.id).subject,
          fields: collection.fields,
        })),
      );
      return items.map((item) => ({
        ...item,
        translations: progress.get(translatedItem(collection, item.id).subject) ?? [],
      }));
    },
    async item(collection, id) {
      await allowed(collection);
      return loadItem(database.db, collection, id);
    },
    async blank(collection) {
      await allowed(collection);
      return {
        id: null,
        version: 0,
        fields: blankFields(collection, await nextPosition(database.db, collection)),
      };
    },
    async save(collection, id, version, fields) {
      return save(await allowed(collection), collection, id, version, fields);
    },
    getTranslation: (collection, id, code) =>
      translations.open(collection.access, translatedItem(collection, id), code),
    saveTranslation: (collection, id, code, version, typed) =>
      translations.save(collection.access, translatedItem(collection, id), {
        code,
        version,
        typed,
      }),
    uploadImage: imageUpload(database, session, options.mediaDir),
  };
}

/**
 * A declared editor's picture upload, through the cover images' pipeline
 * into the media library: any editor of any declaration may upload, so the
 * weakest access of all is enough.
 */
export const imageUpload =
  (database: DatabaseHandle, session: Pick<ConsoleSession, "require">, mediaDir: string) =>
  async (bytes: Uint8Array, name?: string) => {
    const me = await session.require("editor");
    return storeCoverImage(database, { bytes, name, mediaDir, uploadedBy: me.email });
  };
