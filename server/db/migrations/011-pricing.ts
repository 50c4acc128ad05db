import type { Kysely } from "kysely";
import { idColumn } from "./portable.ts";

/**
 * The pricing plans (docs/decisions/037-site-content.md): a
 * collection the agency adds to, reorders and hides in the console
 * (/admin/pricing), as the people of migration 009. `price` is the figure as
 * typed ("29", "29.50"), shown with its currency; `features` JSON text (an
 * array of lines); `popular` (0/1) marks the plan shown as 'Most popular'.
 * `position` orders them (lowest first), `visible` (0/1) hides one without
 * losing it, `version` counts saves for the console's optimistic check.
 * Seeded with today's plans at start-up into an empty table only
 * (server/db/seed.ts, `seedPricing`). Portable types only (decision 003).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable("pricing_plans"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("price", "text", (c) => c.notNull())
    .addColumn("period", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("icon", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("features", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("button_label", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("button_link", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("popular", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("visible", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("pricing_plans_order")
    .on("pricing_plans")
    .columns(["visible", "position"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("pricing_plans").execute();
}
