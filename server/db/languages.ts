import type { Kysely } from "kysely";
import type { LanguageRow } from "../../app/lib/admin/languages.ts";
import type { Database } from "./schema.ts";

/**
 * The site's languages (migration 024), as the console lists them and the
 * public pages will read them: the default first, then in the order added.
 */

/** The tag a change of the languages names: every public page lists the published ones. */
export const LANGUAGES_TAG = "languages";

type Db = Kysely<Database>;

export async function listLanguages(db: Db): Promise<LanguageRow[]> {
  const rows = await db
    .selectFrom("languages")
    .selectAll()
    .orderBy("is_default", "desc")
    .orderBy("position")
    .execute();
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    published: row.published === 1 || row.is_default === 1,
    isDefault: row.is_default === 1,
    createdAt: row.created_at,
  }));
}

/** A language by its canonical code, or null. */
export async function findLanguage(db: Db, code: string): Promise<LanguageRow | null> {
  const all = await listLanguages(db);
  return all.find((language) => language.code === code) ?? null;
}

/** Adds a language after the others. */
export async function insertLanguage(
  db: Db,
  { code, name, published, now }: { code: string; name: string; published: boolean; now: Date },
): Promise<void> {
  const last = await db
    .selectFrom("languages")
    .select((eb) => eb.fn.max("position").as("position"))
    .executeTakeFirst();
  const position = Number(last?.position ?? 0) + 1;
  const at = now.toISOString();
  const row = { code, name, published: published ? 1 : 0, is_default: 0, position };
  await db
    .insertInto("languages")
    .values({ ...row, created_at: at, updated_at: at })
    .execute();
}

/** Publishes or unpublishes a language other than the default; whether it changed. */
export async function setLanguagePublished(
  db: Db,
  code: string,
  published: boolean,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable("languages")
    .set({ published: published ? 1 : 0, updated_at: now.toISOString() })
    .where("code", "=", code)
    .where("is_default", "=", 0)
    .where("published", "=", published ? 0 : 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Deletes a language other than the default; whether there was one. Its
 * translations go with it (cascade), and so do the old addresses of its
 * projects and posts (`slug_redirects` of `project:<code>`, `post:<code>`).
 */
export async function deleteLanguage(db: Db, code: string): Promise<boolean> {
  await db
    .deleteFrom("slug_redirects")
    .where("kind", "in", [`project:${code}`, `post:${code}`])
    .execute();
  const result = await db
    .deleteFrom("languages")
    .where("code", "=", code)
    .where("is_default", "=", 0)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
