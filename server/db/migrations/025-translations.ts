import type { Kysely } from "kysely";

/**
 * Translations (decision 049): what the agency wrote in a language other
 * than the default, for one thing it edits. `subject` names the thing
 * (`single:settings`, `single:page-about`, `collection:services:3`);
 * `fields` is JSON, the translatable fields the agency filled in, as the
 * editor's form holds them (a field left empty is absent and falls back to
 * the default language's words); `version` the optimistic save's, as the
 * default's editors have. A language's translations go with it (cascade).
 * Portable types only (decision 003): ISO-8601 text times.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("translations")
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) =>
      c.notNull().references("languages.code").onDelete("cascade"),
    )
    .addColumn("fields", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("updated_by", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("translations_pk", ["subject", "language"])
    .execute();
  await db.schema
    .createIndex("translations_language")
    .on("translations")
    .column("language")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("translations").execute();
}
