import type { CreateTableBuilder, Kysely } from "kysely";
import { idColumn } from "./portable.ts";

/**
 * The site's people (docs/decisions/037-site-content.md):
 * the testimonials, the team members and the partner logos are collections
 * the agency adds to, reorders and hides in the console, a table each.
 * `position` orders them (lowest first), `visible` (0/1) hides one without
 * losing it, `version` counts saves for the console's optimistic check. A
 * member's profile links are JSON text ([{ network, url }]). The rows are
 * seeded with today's copy at start-up into empty tables only
 * (server/db/seed.ts, `seedPeople`). Portable types only (decision 003).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const common = <T extends string>(table: CreateTableBuilder<T, "id">) =>
    table
      .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("visible", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull());

  await common(
    idColumn(db, db.schema.createTable("testimonials"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("role", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("photo", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("text", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("rating", "integer", (c) => c.notNull().defaultTo(5)),
  ).execute();

  await common(
    idColumn(db, db.schema.createTable("team_members"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("role", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("photo", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("links", "text", (c) => c.notNull().defaultTo("[]")),
  ).execute();

  await common(
    idColumn(db, db.schema.createTable("partners"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("logo", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("link", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("description", "text", (c) => c.notNull().defaultTo("")),
  ).execute();

  for (const table of ["testimonials", "team_members", "partners"]) {
    await db.schema
      .createIndex(`${table}_order`)
      .on(table)
      .columns(["visible", "position"])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["partners", "team_members", "testimonials"]) {
    await db.schema.dropTable(table).execute();
  }
}
