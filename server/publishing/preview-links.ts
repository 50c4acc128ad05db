import { createHash, randomBytes } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { Lookup, PostView, ProjectView } from "../../app/lib/publishing.ts";
import { PREVIEW_TOKEN, type PreviewLinkEnd } from "../../app/lib/preview-link.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import type { Database } from "../db/schema.ts";
import type { MediaLookup } from "./media-images.ts";
import { postView, projectView } from "./public-content.ts";

/**
 * Preview links (docs/decisions/039-preview-links.md): a
 * token of 32 random bytes (node:crypto) travels in the link as base64url;
 * the database keeps only its SHA-256, so a copy of the database (a backup, a
 * read replica, a leaked dump) opens no draft. A link names its item by id:
 * the page shows the item as it is now, under its current slug.
 */

export type ItemKind = "project" | "post";

/** A new link's token (for the link, shown once) and its hash (for the row). */
export function newPreviewToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashPreviewToken(token) };
}

/** The row's key: the token's SHA-256 in hex. */
export function hashPreviewToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export type PreviewLinkState =
  | { ok: true; kind: ItemKind; itemId: number; expiresAt: string }
  | { ok: false; reason: Exclude<PreviewLinkEnd, "removed"> };

/**
 * What a token opens now: its item, or why nothing. The row is found by the
 * token's hash (an index lookup, so nothing about a stored token can be
 * learnt from how long a wrong one takes).
 */
export async function previewLinkState(
  db: Kysely<Database>,
  token: string,
  now: Date = new Date(),
): Promise<PreviewLinkState> {
  if (!PREVIEW_TOKEN.test(token)) return { ok: false, reason: "unknown" };
  const row = await db
    .selectFrom("preview_links")
    .select(["item_kind", "item_id", "expires_at", "revoked_at"])
    .where("token_hash", "=", hashPreviewToken(token))
    .executeTakeFirst();
  if (!row) return { ok: false, reason: "unknown" };
  if (row.revoked_at !== null) return { ok: false, reason: "revoked" };
  if (row.expires_at <= now.toISOString()) return { ok: false, reason: "expired" };
  return { ok: true, kind: row.item_kind, itemId: row.item_id, expiresAt: row.expires_at };
}

/**
 * The item a preview link shows, however it stands (draft, scheduled, live),
 * marked with the link's expiry and the band's words; a 301 to its current slug when the link's
 * address names an older one; 410 (`link-ended`) when the link no longer
 * works or its item is gone.
 */
async function byLink<View extends { draft: boolean }>(
  database: DatabaseHandle,
  kind: ItemKind,
  slug: string,
  token: string,
  load: (id: number) => Promise<{ slug: string; view: () => Promise<View> } | null>,
): Promise<Lookup<View>> {
  const link = await previewLinkState(database.db, token);
  if (!link.ok) return { kind: "link-ended", reason: link.reason };
  // A post's link on a project's address (or the reverse) is no link of that page.
  if (link.kind !== kind) return { kind: "link-ended", reason: "unknown" };
  const item = await load(link.itemId);
  if (!item) return { kind: "link-ended", reason: "removed" };
  if (item.slug !== slug) return { kind: "moved", slug: item.slug };
  const view = await item.view();
  return { kind: "found", item: { ...view, previewLink: { expiresAt: link.expiresAt } } };
}

/** An item's row, unless it is in the trash: there a link shows nothing, as the item's address answers 410. */
function untrashed<T extends "portfolio_items" | "blog_posts">(
  database: DatabaseHandle,
  table: T,
  id: number,
) {
  // Both tables have `id` and `trashed_at`; Kysely types a query on one of two tables as neither.
  return database.db
    .selectFrom(table as "portfolio_items")
    .selectAll()
    .where("id", "=", id)
    .where("trashed_at", "is", null)
    .executeTakeFirst() as Promise<Selectable<Database[T]> | undefined>;
}

export function projectByPreviewLink(
  database: DatabaseHandle,
  media: MediaLookup,
  slug: string,
  token: string,
): Promise<Lookup<ProjectView>> {
  return byLink(database, "project", slug, token, async (id) => {
    const row = await untrashed(database, "portfolio_items", id);
    return row ? { slug: row.slug ?? String(row.id), view: () => projectView(media, row) } : null;
  });
}

export function postByPreviewLink(
  database: DatabaseHandle,
  media: MediaLookup,
  slug: string,
  token: string,
): Promise<Lookup<PostView>> {
  return byLink(database, "post", slug, token, async (id) => {
    const row = await untrashed(database, "blog_posts", id);
    return row ? { slug: row.slug, view: () => postView(database, media, row) } : null;
  });
}
