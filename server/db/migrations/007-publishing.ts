import { sql, type Kysely } from "kysely";
import { idColumn } from "./portable.ts";

/**
 * Publishing (decision 022): projects and posts edited in the console.
 *
 * Projects stay in portfolio_items (the API, the list and the tests already
 * read it there) and gain the fields of a case study: `name` is the project's
 * title and `title` its one-line summary, as the cards always showed them.
 * `published` (0/1) is the status (draft or published); a published item with
 * a future `published_at` is scheduled. `version` counts saves, for the
 * console's optimistic check. Lists (services, tags, gallery) are JSON text.
 * Posts get a table of their own. A changed slug leaves a row in
 * slug_redirects so the old address answers 301. Uploaded images are
 * media_assets: the original and its variants live in MEDIA_DIR.
 * Portable types only (docs/decisions/003).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const text = (name: string) =>
    db.schema
      .alterTable("portfolio_items")
      .addColumn(name, "text", (c) => c.notNull().defaultTo(""))
      .execute();
  await db.schema.alterTable("portfolio_items").addColumn("slug", "text").execute();
  for (const name of ["client", "category", "body", "cover_alt", "seo_title", "seo_description"]) {
    await text(name);
  }
  await db.schema
    .alterTable("portfolio_items")
    .addColumn("services", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  await db.schema
    .alterTable("portfolio_items")
    .addColumn("gallery", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  await db.schema.alterTable("portfolio_items").addColumn("year", "integer").execute();
  await db.schema
    .alterTable("portfolio_items")
    .addColumn("featured", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("portfolio_items").addColumn("published_at", "text").execute();
  await db.schema
    .alterTable("portfolio_items")
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable("portfolio_items").addColumn("cover_media", "text").execute();

  // Rows from before: a slug from the name (unique by id if two names meet),
  // published since they were created.
  const rows = await sql<{
    id: number;
    name: string;
  }>`select id, name from portfolio_items`.execute(db);
  const taken = new Set<string>();
  for (const row of rows.rows) {
    let slug = slugOf(row.name) || `project-${row.id}`;
    if (taken.has(slug)) slug = `${slug}-${row.id}`;
    taken.add(slug);
    await sql`update portfolio_items set slug = ${slug} where id = ${row.id}`.execute(db);
  }
  await sql`update portfolio_items set published_at = created_at where published = 1`.execute(db);
  await db.schema
    .createIndex("portfolio_items_slug")
    .on("portfolio_items")
    .column("slug")
    .unique()
    .execute();

  await idColumn(db, db.schema.createTable("blog_posts"))
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("author", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("category", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("tags", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("summary", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("body", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("cover_image", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("cover_alt", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("cover_media", "text")
    .addColumn("seo_title", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("seo_description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("published", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("published_at", "text")
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("blog_posts_listing")
    .on("blog_posts")
    .columns(["published", "published_at"])
    .execute();

  await db.schema
    .createTable("slug_redirects")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("old_slug", "text", (c) => c.notNull())
    .addColumn("item_id", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("slug_redirects_pk", ["kind", "old_slug"])
    .execute();

  await db.schema
    .createTable("media_assets")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("original_key", "text", (c) => c.notNull())
    .addColumn("mime", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("variants", "text", (c) => c.notNull())
    .addColumn("placeholder", "text", (c) => c.notNull())
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("media_assets").execute();
  await db.schema.dropTable("slug_redirects").execute();
  await db.schema.dropTable("blog_posts").execute();
  await db.schema.dropIndex("portfolio_items_slug").execute();
  for (const name of [
    "cover_media",
    "version",
    "published_at",
    "featured",
    "year",
    "gallery",
    "services",
    "seo_description",
    "seo_title",
    "cover_alt",
    "body",
    "category",
    "client",
    "slug",
  ]) {
    await db.schema.alterTable("portfolio_items").dropColumn(name).execute();
  }
}

function slugOf(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 80);
}
