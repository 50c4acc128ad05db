import { singleRules } from "../../../app/admin/collections/collection-rules.ts";
import type { CollectionErrors, Field } from "../../../app/admin/collections/collection.ts";
import type { Single, SinglesConsole } from "../../../app/admin/collections/single.ts";
import { parseFields } from "../../../app/forms/field-errors.ts";
import type { SiteDocumentKey, SiteDocuments } from "../../content/site-content-seed.ts";
import { readDocument, saveDocument } from "../../content/site-documents.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import type { AuditAction } from "../audit/audit-log.ts";
import { audited } from "../audited.ts";
import type { ConsoleSession } from "../console-session.ts";
import { storeCoverImage } from "../publishing/cover-upload.ts";

/** The label a change of the field is named by in the audit log ('Phone', 'Sharing image'). */
const labelOf = (field: Field) => field.current?.label ?? field.label;

/**
 * Everything the site has one of, for one request (app/admin/content-model.ts):
 * the declaration's access is checked before anything is read or written. A
 * save is whole, checked by the declaration's rules, at the version the form
 * was opened at (a stale one changes nothing); one that changes nothing
 * writes, logs and drops nothing; otherwise it is audited with the labels of
 * the fields it changed, and the public pages of its tags are dropped.
 */
export function singlesConsole(
  database: DatabaseHandle,
  session: ConsoleSession,
  options: {
    /** The documents' values before the agency first saves them (server/content/site-content-seed.ts). */
    seeds: SiteDocuments;
    /** Where uploaded images are kept (MEDIA_DIR). */
    mediaDir: string;
    /** Called after a save, with the tags of the public pages it changes (server/http/render-cache.ts). */
    onChange?: (tags: string[]) => void;
  },
): SinglesConsole {
  const keyOf = (single: Single) => single.document as SiteDocumentKey;
  const read = (db: DatabaseHandle["db"], single: Single) =>
    readDocument(db, keyOf(single), options.seeds[keyOf(single)]);
  return {
    async get(single) {
      await session.require(single.access);
      const { value, version } = await read(database.db, single);
      return { fields: single.read(value), version };
    },

    async save(single, version, typed) {
      const me = await session.require(single.access);
      const checked = parseFields(singleRules(single), typed);
      if (!checked.ok)
        return { ok: false, kind: "invalid", errors: checked.errors as CollectionErrors };
      const value = single.write(checked.data);
      const result = await audited(
        database,
        { actor: me.email, ip: session.ip },
        async (trx) => {
          const current = await read(trx, single);
          if (current.version !== version) return { ok: false as const, kind: "conflict" as const };
          const before = single.read(current.value);
          const after = single.read(value);
          const changed = single.fields
            .filter((field) => before[field.name] !== after[field.name])
            .map(labelOf);
          // The form as it was: nothing to write, to log or to drop.
          if (changed.length === 0) return { ok: true as const, version, changed };
          const saved = await saveDocument(trx, keyOf(single), options.seeds[keyOf(single)], {
            value: value as never,
            version,
            actor: me.email,
          });
          return saved.ok
            ? { ok: true as const, version: saved.version, changed }
            : { ok: false as const, kind: "conflict" as const };
        },
        (outcome) =>
          outcome.ok && outcome.changed.length > 0
            ? {
                action: single.audit as AuditAction,
                target: single.kind,
                detail: outcome.changed.join(", "),
              }
            : null,
      );
      if (!result.ok) return result;
      if (result.changed.length > 0) options.onChange?.([...single.tags]);
      return { ok: true, version: result.version };
    },

    async uploadImage(bytes, name) {
      // Any document's editor may upload; the weakest access of all is enough.
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
