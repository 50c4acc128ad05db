import { collectionRules } from "../../../app/admin/collections/collection-rules.ts";
import {
  blankFields,
  type Collection,
  type CollectionErrors,
  type CollectionsConsole,
} from "../../../app/admin/collections/collection.ts";
import { parseFields } from "../../../app/forms/field-errors.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import type { AuditAction } from "../audit/audit-log.ts";
import { audited } from "../audited.ts";
import type { ConsoleSession } from "../console-session.ts";
import { storeCoverImage } from "../publishing/cover-upload.ts";
import { listItems, loadItem, nextPosition, storeItem } from "./collection-store.ts";

/**
 * Every declared kind of the console for one request
 * (app/admin/content-model.ts): the kind's access is checked first; every
 * save is checked by the kind's rules, audited with its action, and drops
 * the public pages of its tags from the render cache (on every instance).
 */
export function collectionsConsole(
  database: DatabaseHandle,
  session: ConsoleSession,
  options: {
    /** Where uploaded images are kept (MEDIA_DIR). */
    mediaDir: string;
    /** Called after a save, with the tags of the public pages it changes (server/http/render-cache.ts). */
    onChange?: (tags: string[]) => void;
  },
): CollectionsConsole {
  const allowed = (collection: Collection) => session.require(collection.access);
  return {
    async list(collection) {
      await allowed(collection);
      return listItems(database.db, collection);
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
      const me = await allowed(collection);
      const checked = parseFields(collectionRules(collection), fields);
      if (!checked.ok)
        return { ok: false, kind: "invalid", errors: checked.errors as CollectionErrors };
      const values = checked.data;
      const result = await audited(
        database,
        { actor: me.email, ip: session.ip },
        (trx) => storeItem(trx, collection, id, version, values),
        (stored) =>
          stored.ok
            ? {
                action: collection.audit as AuditAction,
                target: `${collection.kind}:${stored.id}`,
                detail: [
                  values.fields[collection.list.title],
                  id === null ? "new" : null,
                  values.visible ? null : "hidden",
                  values.position === null ? null : `order ${values.position}`,
                ]
                  .filter(Boolean)
                  .join(", "),
              }
            : null,
      );
      if (result.ok) options.onChange?.([...collection.tags]);
      return result;
    },

    async uploadImage(bytes, name) {
      // Any kind's editor may upload; the weakest access of all is enough.
      const me = await session.require("editor");
      return storeCoverImage(database, {
        bytes,
        name,
        mediaDir: options.mediaDir,
        uploadedBy: me.email,
      });
    },
  };
}
