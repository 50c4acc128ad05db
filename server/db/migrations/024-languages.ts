import type { Kysely } from "kysely";

/**
 * The site's languages (/admin/languages, decision 049): `code` a BCP 47
 * tag in its canonical form (`de`, `pt-BR`), the address prefix of its pages;
 * `name` as the language names itself ('Deutsch'); `published` 0/1, whether
 * visitors see it; `is_default` 1 for the one language whose pages keep the
 * site's addresses without a prefix, always published and never deleted;
 * `position`, the order the console and the switcher list them in. The
 * content the site had before is the default language's: English, `en`.
 * Portable types only (decision 003): ISO-8601 text times.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("languages")
    .addColumn("code", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("published", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_default", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  const now = new Date().toISOString();
  await (db as Kysely<{ languages: Record<string, unknown> }>)
    .insertInto("languages")
    .values({
      code: "en",
      name: "English",
      published: 1,
      is_default: 1,
      position: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("languages").execute();
}
