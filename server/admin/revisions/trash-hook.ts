import type { Kysely } from "kysely";
import type { RevisionKind } from "../../../app/lib/admin/revisions.ts";
import type { Database } from "../../db/schema.ts";

/**
 * Whether an item is in the trash (migration 014 marks trashed projects and
 * posts), so that restoring one of its revisions is refused with a message
 * (restore it from the trash first). Services, pages
 * and legal texts have no trash.
 */
export async function isInTrash(
  db: Kysely<Database>,
  kind: RevisionKind,
  key: string,
): Promise<boolean> {
  if (kind !== "project" && kind !== "post") return false;
  const row = await db
    .selectFrom(kind === "project" ? "portfolio_items" : "blog_posts")
    .select("trashed_at")
    .where("id", "=", Number(key))
    .executeTakeFirst();
  return Boolean(row?.trashed_at);
}
