import type { Kysely } from "kysely";
import { idColumn } from "./portable.ts";

/**
 * First-party analytics (docs/analytics.md): counted on the server, no
 * cookie, no script.
 *
 * `analytics_views`: one row per page view, 404 or bot request that was
 * counted: its `day` (UTC, YYYY-MM-DD) and time `at`; `kind` 'page',
 * 'not-found' or 'bot'; `visitor`, the day's pseudonym of the person (a
 * salted hash while the day lasts, then an opaque per-day identifier: the
 * hash is deleted with its salt); the `path` without its query; the
 * referring site's host (`referrer`, never its page; null for the site
 * itself); the campaign's `utm_source`, `utm_medium`, `utm_campaign` (or
 * `ref`); the `device` class ('phone', 'tablet', 'desktop'); the page's
 * `language` code. No address and no User-Agent, ever.
 *
 * `analytics_salts`: the day's secret salt (one row, the day's); yesterday's
 * is deleted when the day ends. Portable types only (decision 003).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable("analytics_views"))
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("visitor", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("referrer", "text")
    .addColumn("utm_source", "text")
    .addColumn("utm_medium", "text")
    .addColumn("utm_campaign", "text")
    .addColumn("device", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("analytics_views_day")
    .on("analytics_views")
    .columns(["day", "kind"])
    .execute();
  await db.schema
    .createTable("analytics_salts")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("salt", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("analytics_salts").execute();
  await db.schema.dropTable("analytics_views").execute();
}
