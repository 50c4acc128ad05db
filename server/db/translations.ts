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
  change: { fields: CollectionFields; version: number; actor: string; now: Date },
): Promise<number | null> {
  const fields = JSON.stringify(change.fields);
  const at = change.now.toISOString();
  if (change.version === 0) {
    // Of two first saves at once, the second inserts nothing.
    const inserted = await trx
      .insertInto("translations")
      .values({ subject, language, fields, version: 1, updated_by: change.actor, updated_at: at })
      .onConflict((conflict) => conflict.columns(["subject", "language"]).doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 ? 1 : null;
  }
  const updated = await trx
    .updateTable("translations")
    .set({ fields, version: change.version + 1, updated_by: change.actor, updated_at: at })
    .where("subject", "=", subject)
    .where("language", "=", language)
    .where("version", "=", change.version)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0 ? change.version + 1 : null;
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
