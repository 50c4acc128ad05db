import { sql, type Kysely } from "kysely";

/**
 * The media library (docs/decisions/040-media-library.md).
 *
 * Every uploaded image already has its row in media_assets (migration 007:
 * the stored keys of the original and its AVIF and WebP widths, the size in
 * pixels and bytes, the MIME type, who uploaded it and when). The library is
 * that table, given what it lacked:
 * - `original_name`: the file's name as uploaded ("" for the uploads before);
 * - `alt`: the image's default alt text, used wherever it is shown without
 *   an alt text of its own;
 * - `focus_x`, `focus_y`: an optional focal point (0–1 from the left and
 *   the top), the `object-position` of every crop of it on the public pages;
 * - `revision`: 1 at upload, one more each time its file is replaced (the
 *   new files' keys carry it, so a replaced image gets new addresses);
 * - `updated_at`, `updated_by`: its last change (alt text, focal point, file).
 *
 * Backfill: an upload made before this migration gets, as its alt text, the
 * cover alt text of the first project or post (lowest id) using it as its
 * cover. The site's seeded art (SVG under public/images) is not an upload and
 * stays outside the library: the pipeline takes no SVG, and those files ship
 * with the code rather than living in MEDIA_DIR.
 * Portable types only (decision 003): `double precision` is REAL on SQLite.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const add = (
    name: string,
    type: "text" | "integer" | "double precision",
    fill?: string | number,
  ) =>
    db.schema
      .alterTable("media_assets")
      .addColumn(name, type, (c) => (fill === undefined ? c : c.notNull().defaultTo(fill)))
      .execute();
  await add("original_name", "text", "");
  await add("alt", "text", "");
  await add("focus_x", "double precision");
  await add("focus_y", "double precision");
  await add("revision", "integer", 1);
  await add("updated_at", "text");
  await add("updated_by", "text");
  await db.schema
    .createIndex("media_assets_created")
    .on("media_assets")
    .column("created_at")
    .execute();

  const assets = await sql<{ id: string }>`select id from media_assets`.execute(db);
  for (const { id } of assets.rows) {
    const cover = await sql<{ alt: string }>`
      select cover_alt as alt from portfolio_items where cover_media = ${id} and cover_alt <> ''
      union all
      select cover_alt as alt from blog_posts where cover_media = ${id} and cover_alt <> ''
    `.execute(db);
    const alt = cover.rows[0]?.alt;
    if (alt) await sql`update media_assets set alt = ${alt} where id = ${id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("media_assets_created").execute();
  for (const name of [
    "updated_by",
    "updated_at",
    "revision",
    "focus_y",
    "focus_x",
    "alt",
    "original_name",
  ]) {
    await db.schema.alterTable("media_assets").dropColumn(name).execute();
  }
}
