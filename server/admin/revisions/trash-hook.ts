import type { Kysely } from "kysely";
import type { RevisionKind } from "../../../app/lib/admin/revisions.ts";
import type { Database } from "../../db/schema.ts";

/**
 * Whether an item is in the trash, so that restoring one of its revisions is
 * refused with a message (issue 35: "restoring a revision of an item in the
 * trash"). The trash is another part of issue 35, built beside this one
 * (migration 014 marks trashed projects and posts); this branch cannot see its
 * column, so nothing is in the trash here. The one place that reads it:
 * when the trash is merged, this answers from that column for projects and
 * posts, and the revisions console refuses the restore (revisions-console.ts).
 */
export async function isInTrash(
  _db: Kysely<Database>,
  _kind: RevisionKind,
  _key: string,
): Promise<boolean> {
  return false;
}
