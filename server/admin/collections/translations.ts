import type {
  CollectionErrors,
  CollectionFields,
  Field,
} from "../../../app/admin/collections/collection.ts";
import {
  translatableFields,
  withFallback,
  written,
  type TranslationEdit,
  type TranslationSaveResult,
} from "../../../app/admin/collections/translation.ts";
import type { ConsoleRole, ConsoleUser } from "../../../app/lib/admin/roles.ts";
import type { ConsoleSession } from "../console-session.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import type { TranslationProgress } from "../../../app/lib/admin/languages.ts";
import { findLanguage, listLanguages } from "../../db/languages.ts";
import { deleteTranslation, readTranslation, saveTranslation } from "../../db/translations.ts";
import type { AuditAction } from "../audit/audit-log.ts";
import { audited } from "../audited.ts";

/**
 * A thing of the console in another language than the default (decision
 * 049), whatever its kind: what its translations are stored under, its
 * declared fields, how to read the default's and check a translation.
 */
export interface Translated {
  /** `translations.subject`: `single:<document>`, `collection:<kind>:<id>`. */
  subject: string;
  fields: readonly Field[];
  /** The default language's fields as its form holds them; null when the thing is gone. */
  defaults(db: DatabaseHandle["db"]): Promise<CollectionFields | null>;
  /**
   * The declaration's refusals of the default's fields with the translation
   * over them (`merged`), and of what was `written` where the kind asks for
   * more (a post's translation is saved whole); null when it passes.
   */
  refusals(
    merged: CollectionFields,
    written: CollectionFields,
    at: { trx: DatabaseHandle["db"]; code: string },
  ): CollectionErrors | null | Promise<CollectionErrors | null>;
  /** What is kept of what was written, where the kind's rules change it (a slug filled from the title). */
  normalise?(written: CollectionFields): CollectionFields;
  /** The translation's own address in its language (migration 027), where the kind has one. */
  address?(written: CollectionFields): string;
  /** In the save's transaction, after the write: what a changed translation changes besides (a slug's redirect). */
  saved?(
    trx: DatabaseHandle["db"],
    change: { code: string; before: CollectionFields; after: CollectionFields },
  ): Promise<void>;
  /** In the removal's transaction: what goes with a translation taken off (its old addresses). */
  removed?(trx: DatabaseHandle["db"], code: string): Promise<void>;
  audit: {
    action: string;
    target: string;
    /** What changed, after the language's name, the thing named as in the default ("About page: heading"). */
    detail(defaults: CollectionFields, changed: readonly Field[]): string;
  };
  /** The public pages a save drops, from the default's fields (a project's page is tagged by its slug). */
  tags(defaults: CollectionFields): readonly string[];
}

/** The language of `code` (none when it is the default or not there) and the thing's default fields (none when it is gone). */
async function openIn(db: DatabaseHandle["db"], translated: Translated, code: string) {
  const language = await findLanguage(db, code);
  return {
    language: language && !language.isDefault ? language : null,
    defaults: await translated.defaults(db),
  };
}

/** The thing in the language of `code`; null when that is no language but the default, or the thing is gone. */
export async function openTranslation(
  db: DatabaseHandle["db"],
  translated: Translated,
  code: string,
): Promise<TranslationEdit | null> {
  const { language, defaults } = await openIn(db, translated, code);
  if (!language || !defaults) return null;
  const stored = await readTranslation(db, translated.subject, code);
  return {
    language,
    fields: Object.fromEntries(
      translatableFields(translated.fields).map((field) => [
        field.name,
        stored.fields[field.name] ?? "",
      ]),
    ),
    version: stored.version,
    defaults,
  };
}

/**
 * Saves what was written in the language of `code`: its translatable fields
 * that are not blank, checked by the declaration's rules over the default's
 * fields (so a field left empty, which falls back, never fails them), at the
 * version the form was opened at, with its audit entry ('<Language>: …'), in
 * one transaction; then the thing's public pages are dropped. A save that
 * changes nothing writes, logs and drops nothing.
 */
export async function saveTranslated(
  database: DatabaseHandle,
  by: { me: ConsoleUser; ip: string | null },
  translated: Translated,
  change: { code: string; version: number; typed: CollectionFields },
  onChange?: (tags: string[]) => void,
): Promise<TranslationSaveResult> {
  const translatable = translatableFields(translated.fields);
  const names = new Set(translatable.map((field) => field.name));
  const result = await audited(
    database,
    { actor: by.me.email, ip: by.ip },
    async (trx) => {
      const { language, defaults } = await openIn(trx, translated, change.code);
      if (!language || !defaults) return { ok: false as const, kind: "missing" as const };
      const typed = written(translated.fields, change.typed);
      const fields = translated.normalise?.(typed) ?? typed;
      const merged = withFallback(defaults, fields);
      const refused = await translated.refusals(merged, fields, { trx, code: change.code });
      if (refused) {
        const errors = Object.fromEntries(
          Object.entries(refused).filter(([name]) => names.has(name)),
        ) as CollectionErrors;
        return { ok: false as const, kind: "invalid" as const, errors };
      }
      const current = await readTranslation(trx, translated.subject, change.code);
      if (current.version !== change.version) {
        return { ok: false as const, kind: "conflict" as const };
      }
      const changed = translatable.filter(
        (field) => (current.fields[field.name] ?? "") !== (fields[field.name] ?? ""),
      );
      const done = { ok: true as const, changed, language, defaults };
      if (changed.length === 0) return { ...done, version: change.version };
      const saved = await saveTranslation(trx, translated.subject, change.code, {
        fields,
        version: change.version,
        actor: by.me.email,
        now: new Date(),
        address: translated.address?.(fields) ?? null,
      });
      if (saved === null) return { ok: false as const, kind: "conflict" as const };
      await translated.saved?.(trx, { code: change.code, before: current.fields, after: fields });
      return { ...done, version: saved };
    },
    (outcome) =>
      outcome.ok && outcome.changed.length > 0
        ? {
            action: translated.audit.action as AuditAction,
            target: `${translated.audit.target}:${change.code}`,
            detail: `${outcome.language.name}: ${translated.audit.detail(outcome.defaults, outcome.changed)}`,
          }
        : null,
  );
  if (!result.ok) return result;
  if (result.changed.length > 0) onChange?.([...translated.tags(result.defaults)]);
  return { ok: true, version: result.version };
}

/**
 * 'Remove translation': what was written in the language of `code` taken off,
 * at the version the form was opened at, with its audit entry; the thing then
 * shows the default's words there again, or, where it is whole only when
 * translated (a post), is no longer in that language.
 */
export async function removeTranslated(
  database: DatabaseHandle,
  by: { me: ConsoleUser; ip: string | null },
  translated: Translated,
  change: { code: string; version: number },
  onChange?: (tags: string[]) => void,
): Promise<TranslationSaveResult> {
  const result = await audited(
    database,
    { actor: by.me.email, ip: by.ip },
    async (trx) => {
      const { language, defaults } = await openIn(trx, translated, change.code);
      const current = await readTranslation(trx, translated.subject, change.code);
      if (!language || !defaults || current.version === 0) {
        return { ok: false as const, kind: "missing" as const };
      }
      if (!(await deleteTranslation(trx, translated.subject, change.code, change.version))) {
        return { ok: false as const, kind: "conflict" as const };
      }
      await translated.removed?.(trx, change.code);
      return { ok: true as const, language, defaults };
    },
    (outcome) =>
      outcome.ok
        ? {
            action: "translation-removed",
            target: `${translated.audit.target}:${change.code}`,
            detail: `${outcome.language.name}: ${translated.audit.detail(outcome.defaults, [])}`,
          }
        : null,
  );
  if (!result.ok) return result;
  onChange?.([...translated.tags(result.defaults)]);
  return { ok: true, version: 0 };
}

/**
 * The translations of one request's editors: a thing's, opened and saved
 * behind its access (the role is checked before anything is read or written).
 */
export function translationsFor(
  database: DatabaseHandle,
  session: Pick<ConsoleSession, "require" | "ip">,
  onChange?: (tags: string[]) => void,
) {
  return {
    async open(access: ConsoleRole, translated: Translated, code: string) {
      await session.require(access);
      return openTranslation(database.db, translated, code);
    },
    async save(
      access: ConsoleRole,
      translated: Translated,
      change: { code: string; version: number; typed: CollectionFields },
    ) {
      const me = await session.require(access);
      return saveTranslated(database, { me, ip: session.ip }, translated, change, onChange);
    },
    async remove(
      access: ConsoleRole,
      translated: Translated,
      change: { code: string; version: number },
    ) {
      const me = await session.require(access);
      return removeTranslated(database, { me, ip: session.ip }, translated, change, onChange);
    },
  };
}

/**
 * How much of each thing every language other than the default has: its
 * translatable fields written in the language, of all of them ("Deutsch 12
 * of 40"), by subject. Empty lists where the site has one language.
 */
export async function translationProgress(
  db: DatabaseHandle["db"],
  things: readonly { subject: string; fields: readonly Field[] }[],
): Promise<Map<string, TranslationProgress[]>> {
  const languages = (await listLanguages(db)).filter((language) => !language.isDefault);
  const progress = new Map<string, TranslationProgress[]>();
  if (languages.length === 0 || things.length === 0) return progress;
  const rows = await db
    .selectFrom("translations")
    .select(["subject", "language", "fields"])
    .where(
      "subject",
      "in",
      things.map((thing) => thing.subject),
    )
    .execute();
  const written = new Map(rows.map((row) => [`${row.subject} ${row.language}`, row.fields]));
  for (const { subject, fields } of things) {
    const names = translatableFields(fields).map((field) => field.name);
    progress.set(
      subject,
      languages.map((language) => {
        const stored = written.get(`${subject} ${language.code}`);
        const mine = stored ? (JSON.parse(stored) as CollectionFields) : {};
        return {
          code: language.code,
          name: language.name,
          done: names.filter((name) => Boolean(mine[name])).length,
          of: names.length,
        };
      }),
    );
  }
  return progress;
}
