import type { Kysely } from "kysely";
import { idColumn } from "./portable.ts";

/**
 * Redirects made by hand and the 404 log
 * (docs/console.md, "Redirects and the 404 log").
 *
 * `redirects`: a path of this site (`from_path`, lower case, no trailing
 * slash, no query: unique) answered before rendering with a 301
 * (`permanent` 1) or a 302 to `to_target`, a path of this site or an
 * absolute http(s) address. The automatic redirects of slug changes stay in
 * `slug_redirects` (migration 007).
 *
 * `not_found_paths`: one row per path that answered a public GET with 404
 * (`path`), or per group of bots' probes (`path` "bot:<group>", `bot_group`
 * set, `example` the last path of the group): how many times, first and last
 * seen, and the host of the last referring site. Nothing about the visitor.
 * Bounded by the application (server/db/not-found-paths.ts): the least
 * recently seen rows go first. Portable types only (decision 003).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable("redirects"))
    .addColumn("from_path", "text", (c) => c.notNull().unique())
    .addColumn("to_target", "text", (c) => c.notNull())
    .addColumn("permanent", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("not_found_paths")
    .addColumn("path", "text", (c) => c.primaryKey())
    .addColumn("bot_group", "text")
    .addColumn("example", "text")
    .addColumn("hits", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("first_seen", "text", (c) => c.notNull())
    .addColumn("last_seen", "text", (c) => c.notNull())
    .addColumn("referrer_host", "text")
    .execute();
  await db.schema
    .createIndex("not_found_paths_last_seen")
    .on("not_found_paths")
    .column("last_seen")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("not_found_paths").execute();
  await db.schema.dropTable("redirects").execute();
}
