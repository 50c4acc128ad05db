import type { Kysely } from "kysely";
import type { ItemKind } from "../../../app/admin/publishing/editorial.ts";
import type { PreviewLinkRow } from "../../../app/admin/publishing/preview-links.ts";
import type { Database } from "../../db/schema.ts";

/**
 * The preview_links table (migration 015) as the console uses it. The queries
 * take a Kysely so they run in the audited transaction; they never write the
 * audit log. What a token opens on the public pages: server/publishing/preview-links.ts.
 */

type Db = Kysely<Database>;

/** Links ended (revoked or expired) longer ago than this are deleted when a new one is made. */
export const ENDED_LINKS_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/** The item's title and public address, or null when there is no such item. */
export async function previewItem(
  db: Db,
  kind: ItemKind,
  id: number,
): Promise<{ title: string; path: string } | null> {
  if (kind === "project") {
    const row = await db
      .selectFrom("portfolio_items")
      .select(["id", "name", "slug"])
      .where("id", "=", id)
      .executeTakeFirst();
    return row
      ? { title: row.name, path: `/projects/${encodeURIComponent(row.slug ?? String(row.id))}` }
      : null;
  }
  const row = await db
    .selectFrom("blog_posts")
    .select(["title", "slug"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? { title: row.title, path: `/blog/${encodeURIComponent(row.slug)}` } : null;
}

export async function insertPreviewLink(
  db: Db,
  link: {
    hash: string;
    kind: ItemKind;
    itemId: number;
    createdBy: string;
    createdAt: string;
    expiresAt: string;
  },
): Promise<number> {
  const row = await db
    .insertInto("preview_links")
    .values({
      token_hash: link.hash,
      item_kind: link.kind,
      item_id: link.itemId,
      created_by: link.createdBy,
      created_at: link.createdAt,
      expires_at: link.expiresAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Deletes the links of any item that ended (revoked or expired) before `before`: the table stays small. */
export async function purgeEndedPreviewLinks(db: Db, before: string): Promise<void> {
  await db
    .deleteFrom("preview_links")
    .where((eb) => eb.or([eb("expires_at", "<", before), eb("revoked_at", "<", before)]))
    .execute();
}

/** The item's working links, the newest first. */
export async function listPreviewLinks(
  db: Db,
  kind: ItemKind,
  itemId: number,
  now: string,
): Promise<PreviewLinkRow[]> {
  const rows = await db
    .selectFrom("preview_links")
    .select(["id", "created_by", "created_at", "expires_at"])
    .where("item_kind", "=", kind)
    .where("item_id", "=", itemId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    createdBy: r.created_by,
    createdAt: r.created_at,
    expiresAt: r.expires_at,
  }));
}

/** Revokes one of the item's working links; the link's expiry, or null when none was working. */
export async function revokePreviewLink(
  db: Db,
  kind: ItemKind,
  itemId: number,
  linkId: number,
  by: string,
  now: string,
): Promise<{ expiresAt: string } | null> {
  const row = await db
    .updateTable("preview_links")
    .set({ revoked_at: now, revoked_by: by })
    .where("id", "=", linkId)
    .where("item_kind", "=", kind)
    .where("item_id", "=", itemId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now)
    .returning("expires_at")
    .executeTakeFirst();
  return row ? { expiresAt: row.expires_at } : null;
}
