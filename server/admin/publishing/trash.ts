import { sql, type Kysely } from "kysely";
import { publicPath, type ItemKind } from "../../../app/admin/publishing/editorial.ts";
import { purgeCutoff } from "../../../app/admin/publishing/trash.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { itemSubject } from "../../db/translations.ts";
import type { Database } from "../../db/schema.ts";
import { recordAudit } from "../audit/audit-log.ts";
import { redirectFromItemPath } from "../redirects/redirect-queries.ts";

/**
 * The trash of projects and posts. Moving an item there
 * only marks it (`trashed_at`): it keeps its fields, status and slug, so
 * 'Restore' gives it back as it was. Meanwhile the public pages read it as
 * gone (410, server/publishing/public-content.ts) and no list, feed or
 * sitemap has it. Both bump `version`, so an editor's form opened before
 * cannot save over the change. After TRASH_DAYS days the purge deletes it.
 */

type Db = Kysely<Database>;

const TABLE = { project: "portfolio_items", post: "blog_posts" } as const;

/** Who the log names for what the server's own jobs do (the purge, the schedule). */
export const JOB_ACTOR = "scheduled job";

/** The public pages a project's or post's state shows on: the render cache's tags (decision 026). */
export function itemTags(kind: ItemKind, slug: string): string[] {
  // A project's own page and every list of projects; any post reaches every
  // post page (their sidebars and neighbours list posts), as a save drops them.
  return kind === "project" ? ["projects", `project:${slug}`] : ["posts"];
}

/** The title, slug and published flag of an item, and when it was moved to the trash (null: not there). */
export async function trashState(db: Db, kind: ItemKind, id: number) {
  return kind === "project"
    ? db
        .selectFrom("portfolio_items")
        .select(["name as title", "slug", "trashed_at", "published"])
        .where("id", "=", id)
        .executeTakeFirst()
    : db
        .selectFrom("blog_posts")
        .select(["title", "slug", "trashed_at", "published"])
        .where("id", "=", id)
        .executeTakeFirst();
}

/**
 * Marks an item as in the trash, unless it already is. Null when there is no
 * such item; `moved: false` when it was in the trash already.
 */
export async function moveToTrash(
  trx: Db,
  kind: ItemKind,
  id: number,
  { by, now }: { by: string; now: Date },
) {
  const item = await trashState(trx, kind, id);
  if (!item) return null;
  const result = await trx
    .updateTable(TABLE[kind])
    .set({
      trashed_at: now.toISOString(),
      trashed_by: by,
      version: sql<number>`version + 1`,
    })
    .where("id", "=", id)
    .where("trashed_at", "is", null)
    .executeTakeFirst();
  return { title: item.title, slug: item.slug ?? "", moved: Number(result.numUpdatedRows) === 1 };
}

/**
 * Takes an item out of the trash, as it was. Null when there is no such item;
 * `redirectedFrom` (and nothing done) when it was published and a redirect
 * made by hand now leaves from its address: restored, it would never be seen.
 * `moved: false` when it was out of the trash already.
 */
export async function restoreFromTrash(trx: Db, kind: ItemKind, id: number) {
  const item = await trashState(trx, kind, id);
  if (!item) return null;
  const redirect =
    item.trashed_at && item.published === 1 && item.slug
      ? await redirectFromItemPath(trx, kind, item.slug)
      : null;
  if (redirect) {
    return { title: item.title, slug: item.slug ?? "", moved: false, redirectedFrom: redirect };
  }
  const result = await trx
    .updateTable(TABLE[kind])
    .set({ trashed_at: null, trashed_by: null, version: sql<number>`version + 1` })
    .where("id", "=", id)
    .where("trashed_at", "is not", null)
    .executeTakeFirst();
  return {
    title: item.title,
    slug: item.slug ?? "",
    moved: Number(result.numUpdatedRows) === 1,
    redirectedFrom: null,
  };
}

export interface PurgedItem {
  kind: ItemKind;
  id: number;
  title: string;
  slug: string;
}

/**
 * Deletes every item that has been in the trash for TRASH_DAYS days at `now`,
 * with what belongs to it alone: its old slugs' redirects and, for a post,
 * its comments (they name it by its slug, which a new post may take next).
 * Each item goes in a transaction of its own with its audit entry. The delete
 * names the moment it was trashed, so an item restored meanwhile, or purged
 * by another instance first, is left alone and logged once.
 */
export async function purgeTrash(
  database: DatabaseHandle,
  { now }: { now: Date },
): Promise<PurgedItem[]> {
  const cutoff = purgeCutoff(now);
  const purged: PurgedItem[] = [];
  for (const kind of ["project", "post"] as const) {
    const due =
      kind === "project"
        ? await database.db
            .selectFrom("portfolio_items")
            .select(["id", "name as title", "slug", "trashed_at"])
            .where("trashed_at", "<=", cutoff)
            .execute()
        : await database.db
            .selectFrom("blog_posts")
            .select(["id", "title", "slug", "trashed_at"])
            .where("trashed_at", "<=", cutoff)
            .execute();
    for (const item of due) {
      const slug = item.slug ?? "";
      const done = await database.db.transaction().execute(async (trx) => {
        const deleted = await trx
          .deleteFrom(TABLE[kind])
          .where("id", "=", item.id)
          .where("trashed_at", "=", item.trashed_at)
          .executeTakeFirst();
        if (Number(deleted.numDeletedRows) !== 1) return false;
        // Its old addresses, in every language, and its translations (decision 049).
        await trx
          .deleteFrom("slug_redirects")
          .where((eb) => eb.or([eb("kind", "=", kind), eb("kind", "like", `${kind}:%` as const)]))
          .where("item_id", "=", item.id)
          .execute();
        await trx
          .deleteFrom("translations")
          .where("subject", "=", itemSubject(kind, item.id))
          .execute();
        if (kind === "post" && slug) {
          await trx.deleteFrom("blog_comments").where("post_slug", "=", slug).execute();
        }
        // Its revisions and preview links go with it (migrations 015 and 016).
        await trx
          .deleteFrom("revisions")
          .where("kind", "=", kind)
          .where("item_key", "=", String(item.id))
          .execute();
        await trx
          .deleteFrom("preview_links")
          .where("item_kind", "=", kind)
          .where("item_id", "=", item.id)
          .execute();
        await recordAudit(
          trx,
          {
            action: `${kind}-purged`,
            actor: JOB_ACTOR,
            target: `${kind}:${item.id}`,
            detail: `${item.title} (${publicPath(kind, slug)}), in the trash since ${item.trashed_at}`,
          },
          now,
        );
        return true;
      });
      if (done) purged.push({ kind, id: item.id, title: item.title, slug });
    }
  }
  return purged;
}
