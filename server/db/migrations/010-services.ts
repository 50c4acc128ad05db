import type { Kysely } from "kysely";
import { servicesSeed } from "../seed-services.ts";
import { serviceColumnsOf } from "../services.ts";

/**
 * The services (docs/decisions/037-site-content.md): a
 * collection the agency adds to, reorders and hides in the console
 * (/admin/services). Every field a service page shows is a column; the
 * benefits, key features and approach steps are JSON text. The id is a plain
 * integer key, not an identity: the ten services of the specification keep
 * ids 1–10 (their addresses, /service/{id}), and a new one is given the
 * highest id and 1 in its save's transaction, the same on SQLite and
 * PostgreSQL (an identity column would not advance past ids inserted
 * explicitly). The table is created with today's ten services in it
 * (server/db/seed-services.ts), ids 1–10, positions 10, 20…: the service
 * pages have always answered, so no database state has the table without
 * them (unlike the people, seeded at start-up). Portable types only (decision 003).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("services")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("summary", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("icon", "text", (c) => c.notNull().defaultTo("Sparkles"))
    .addColumn("banner_image", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("overview", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("why", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("benefits", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("features_intro", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("features", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("approach_intro", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("approach_steps", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("action_link", "text", (c) => c.notNull().defaultTo("/contact"))
    .addColumn("seo_title", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("seo_description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("visible", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("services_order")
    .on("services")
    .columns(["visible", "position"])
    .execute();

  const now = new Date().toISOString();
  await (db as Kysely<{ services: Record<string, string | number> }>)
    .insertInto("services")
    .values(
      servicesSeed.map(({ id, ...service }, index) => ({
        id,
        ...serviceColumnsOf(service),
        position: (index + 1) * 10,
        visible: 1,
        version: 1,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("services").execute();
}
