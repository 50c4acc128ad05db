import { singleSubject } from "../../db/translations.ts";
import { singleRules } from "../../../app/admin/collections/collection-rules.ts";
import type {
  CollectionErrors,
  CollectionFields,
  Field,
} from "../../../app/admin/collections/collection.ts";
import type {
  Single,
  SingleSaveResult,
  SinglesConsole,
} from "../../../app/admin/collections/single.ts";
import { parseFields } from "../../../app/forms/field-errors.ts";
import type { ConsoleUser } from "../../../app/lib/admin/roles.ts";
import type { Versioned } from "../../../app/lib/site-content.ts";
import type { SiteDocumentKey, SiteDocuments } from "../../content/site-content-seed.ts";
import { readDocument, saveDocument } from "../../content/site-documents.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { renderMarkdown } from "../../publishing/markdown.ts";
import type { AuditAction } from "../audit/audit-log.ts";
import { audited } from "../audited.ts";
import type { ConsoleSession } from "../console-session.ts";
import { imageUpload } from "./collection-console.ts";
import { translationsFor, type Translated } from "./translations.ts";
import { keepRevision, restoredDetail, type Restoring } from "../revisions/revision-store.ts";

interface SingleOptions {
  /** The documents' values before the agency first saves them (server/content/site-content-seed.ts). */
  seeds: SiteDocuments;
  /** Called after a save, with the tags of the public pages it changes (server/http/render-cache.ts). */
  onChange?: (tags: string[]) => void;
  /** The clock a save is dated by. */
  now?: () => Date;
}

/** The label a change of the field is named by in the audit log ('Phone', 'Sharing image'). */
const labelOf = (field: Field) => field.current?.label ?? field.label;

const keyOf = (single: Single) => single.document as SiteDocumentKey;

/** A single document as stored (its seed until first saved). */
export const readSingle = <Value>(
  db: DatabaseHandle["db"],
  single: Single<Value>,
  seeds: SiteDocuments,
) =>
  readDocument(db, keyOf(single as Single), seeds[keyOf(single as Single)]) as Promise<
    Versioned<Value>
  >;

/**
 * The save of a single document, as its editor's 'Save' and the revisions'
 * 'Restore this version' (`restoring`) do it: the declaration's rules, the
 * whole document at the version the form was opened at (a stale one changes
 * nothing), a revision where it keeps them and the audit entry with what
 * changed, in one transaction; then the public pages of its tags are
 * dropped. One that changes nothing writes, logs and drops nothing. The
 * role is the caller's to check.
 */
export function singleSave(
  database: DatabaseHandle,
  session: Pick<ConsoleSession, "ip">,
  options: SingleOptions,
) {
  return async (
    me: ConsoleUser,
    single: Single,
    version: number,
    typed: CollectionFields,
    restoring: Restoring | null = null,
  ): Promise<SingleSaveResult> => {
    const checked = parseFields(singleRules(single), typed);
    if (!checked.ok)
      return { ok: false, kind: "invalid", errors: checked.errors as CollectionErrors };
    const value = single.write(checked.data, options.now?.() ?? new Date());
    const result = await audited(
      database,
      { actor: me.email, ip: session.ip },
      async (trx) => {
        const current = await readSingle(trx, single, options.seeds);
        if (current.version !== version) return { ok: false as const, kind: "conflict" as const };
        const before = single.read(current.value);
        const after = single.read(value);
        const changed = single.fields.filter((field) => before[field.name] !== after[field.name]);
        // The form as it was: nothing to write, to log or to drop.
        if (changed.length === 0) return { ok: true as const, version, changed };
        const saved = await saveDocument(trx, keyOf(single), options.seeds[keyOf(single)], {
          value: value as never,
          version,
          actor: me.email,
        });
        if (!saved.ok) return { ok: false as const, kind: "conflict" as const };
        if (single.revisions) {
          const { kind, key, document } = single.revisions;
          await keepRevision(trx, {
            kind,
            key,
            actor: me.email,
            before: document ? current.value : before,
            after: document ? value : after,
            restoredFrom: restoring?.id ?? null,
          });
        }
        return { ok: true as const, version: saved.version, changed };
      },
      (outcome) =>
        outcome.ok && outcome.changed.length > 0
          ? {
              action: restoring ? "revision-restored" : (single.audit as AuditAction),
              target: single.document,
              detail: [
                single.detail?.(value, outcome.changed) ?? outcome.changed.map(labelOf).join(", "),
                restoring ? restoredDetail(restoring) : null,
              ]
                .filter(Boolean)
                .join("; "),
            }
          : null,
    );
    if (!result.ok) return result;
    if (result.changed.length > 0) options.onChange?.([...single.tags]);
    return { ok: true, version: result.version };
  };
}

/** A single document as the translations see it (./translations.ts). */
function translatedSingle(single: Single, options: SingleOptions) {
  const check = (merged: CollectionFields) => parseFields(singleRules(single), merged);
  return {
    subject: singleSubject(single.document),
    fields: single.fields,
    defaults: async (db: DatabaseHandle["db"]) =>
      single.read((await readSingle(db, single, options.seeds)).value),
    refusals: (merged: CollectionFields) => {
      const checked = check(merged);
      return checked.ok ? null : (checked.errors as CollectionErrors);
    },
    audit: {
      action: single.audit,
      target: single.document,
      detail: (defaults: CollectionFields, changed: readonly Field[]) => {
        const checked = check(defaults);
        return (
          (checked.ok && single.detail?.(single.write(checked.data, new Date()), changed)) ||
          changed.map(labelOf).join(", ")
        );
      },
    },
    tags: () => single.tags,
  } satisfies Translated;
}

/**
 * Everything the site has one of, for one request (app/admin/content-model.ts):
 * the declaration's access is checked before anything is read or written.
 */
export function singlesConsole(
  database: DatabaseHandle,
  session: Pick<ConsoleSession, "require" | "ip">,
  options: SingleOptions & {
    /** Where uploaded images are kept (MEDIA_DIR). */
    mediaDir: string;
  },
): SinglesConsole {
  const save = singleSave(database, session, options);
  const translations = translationsFor(database, session, options.onChange);
  return {
    async get(single) {
      await session.require(single.access);
      const { value, version } = await readSingle(database.db, single, options.seeds);
      return {
        fields: single.read(value),
        version,
        updated: single.updated?.of(value) ?? null,
      };
    },

    async save(single, version, typed) {
      return save(await session.require(single.access), single, version, typed);
    },

    getTranslation: (single, code) =>
      translations.open(single.access, translatedSingle(single, options), code),

    saveTranslation: (single, code, version, typed) =>
      translations.save(single.access, translatedSingle(single, options), {
        code,
        version,
        typed,
      }),

    async renderPreview(markdown) {
      await session.require("editor");
      return renderMarkdown(markdown);
    },

    uploadImage: imageUpload(database, session, options.mediaDir),
  };
}
