import type { Kysely } from "kysely";
import type { CollectionFields } from "../../app/admin/collections/collection.ts";
import type { Database } from "./schema.ts";

/**
 * Translations (migration 025): per thing translated and language, the
 * translatable fields written in that language, saved whole at the version
 * the editor opened, as the default language's documents are.
 */

type Db = Kysely<Database>;

/** What a single document's translations are stored under (`settings`, `page:about`). */
export const singleSubject = (document: string) => `single:${document}`;

/** What an item of a declared kind's translations are stored under. */
export const itemSubject = (kind: string, id: number) => `collection:${kind}:${id}`;

/**
 * What a language's old slugs of projects or posts are kept under in
 * `slug_redirects` (`post:de`): the default's are under the kind alone, so
 * each language's old addresses answer 301 within it, as the default's do.
 */
export const redirectKindIn = (kind: "project" | "post", code: string) =>
  `${kind}:${code}` as const;

/** An item's slug in each language it is translated into, by the language's code. */
export async function itemSlugs(db: Db, kind: string, id: number): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom("translations")
    .select(["language", "fields"])
    .where("subject", "=", itemSubject(kind, id))
    .execute();
  return Object.fromEntries(
    rows.map((row) => [row.language, (JSON.parse(row.fields) as CollectionFields).slug ?? ""]),
  );
}

export interface StoredTranslation {
  /** The fields written in the language; one left empty is absent. */
  fields: CollectionFields;
  /** 0: nothing written in the language yet. */
  version: number;
  updatedAt: string | null;
}

export async function readTranslation(
  db: Db,
  subject: string,
  language: string,
): Promise<StoredTranslation> {
  const row = await db
    .selectFrom("translations")
    .select(["fields", "version", "updated_at"])
    .where("subject", "=", subject)
    .where("language", "=", language)
    .executeTakeFirst();
  if (!row) return { fields: {}, version: 0, updatedAt: null };
  return {
    fields: JSON.parse(row.fields) as CollectionFields,
    version: row.version,
    updatedAt: row.updated_at,
  };
}

/**
 * Saves a translation whole at `version`: another save in between changes
 * nothing and answers null (a conflict); otherwise the new version.
 */
export async function saveTranslation(
  trx: Db,
  subject: string,
  language: string,
  change: {
    fields: CollectionFields;
    version: number;
    actor: string;
    now: Date;
    /** A project's or post's address in the language (migration 027). */
    address?: string | null;
  },
): Promise<number | null> {
  const fields = JSON.stringify(change.fields);
  const at = change.now.toISOString();
  const address = change.address ?? null;
  if (change.version === 0) {
    // Of two first saves at once, the second inserts nothing.
    const inserted = await trx
      .insertInto("translations")
      .values({
        subject,
        language,
        fields,
        address,
        version: 1,
        updated_by: change.actor,
        updated_at: at,
      })
      .onConflict((conflict) => conflict.columns(["subject", "language"]).doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 ? 1 : null;
  }
  const updated = await trx
    .updateTable("translations")
    .set({
      fields,
      address,
      version: change.version + 1,
      updated_by: change.actor,
      updated_at: at,
    })
    .where("subject", "=", subject)
    .where("language", "=", language)
    .where("version", "=", change.version)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0 ? change.version + 1 : null;
}

/** Takes a translation off at `version`: false when it was saved (or removed) in between. */
export async function deleteTranslation(
  trx: Db,
  subject: string,
  language: string,
  version: number,
): Promise<boolean> {
  const deleted = await trx
    .deleteFrom("translations")
    .where("subject", "=", subject)
    .where("language", "=", language)
    .where("version", "=", version)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

/** The thing a language has at an address (`/blog/<slug>`, migration 027): its subject, or null. */
export async function subjectAt(db: Db, language: string, address: string): Promise<string | null> {
  const row = await db
    .selectFrom("translations")
    .select("subject")
    .where("language", "=", language)
    .where("address", "=", address)
    .executeTakeFirst();
  return row?.subject ?? null;
}

/**
 * Every translation of a kind's items, in every language: by the item's id,
 * then by the language's code. The kinds' names hold no LIKE wildcard.
 */
export async function kindTranslations(
  db: Db,
  kind: string,
): Promise<Map<number, Map<string, CollectionFields>>> {
  const prefix = itemSubject(kind, 0).slice(0, -1);
  const rows = await db
    .selectFrom("translations")
    .select(["subject", "language", "fields"])
    .where("subject", "like", `${prefix}%`)
    .execute();
  const byItem = new Map<number, Map<string, CollectionFields>>();
  for (const row of rows) {
    const id = Number(row.subject.slice(prefix.length));
    const languages = byItem.get(id) ?? new Map<string, CollectionFields>();
    languages.set(row.language, JSON.parse(row.fields) as CollectionFields);
    byItem.set(id, languages);
  }
  return byItem;
}

/**
 * What was written in `language` for every item of a kind (`collection:<kind>:<id>`),
 * by the item's id. The kinds' names hold no LIKE wildcard.
 */
export async function itemTranslations(
  db: Db,
  kind: string,
  language: string,
): Promise<Map<number, CollectionFields>> {
  const prefix = itemSubject(kind, 0).slice(0, -1);
  const rows = await db
    .selectFrom("translations")
    .select(["subject", "fields"])
    .where("language", "=", language)
    .where("subject", "like", `${prefix}%`)
    .execute();
  return new Map(
    rows.map((row) => [
      Number(row.subject.slice(prefix.length)),
      JSON.parse(row.fields) as CollectionFields,
    ]),
  );
}
