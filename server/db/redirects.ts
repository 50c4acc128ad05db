import type { Kysely } from "kysely";
import type { RedirectRow } from "../../app/admin/redirects/redirects.ts";
import type { Database } from "./schema.ts";

/**
 * The redirects made by hand (migration 013), as the server answers them
 * (server/http/redirect-table.ts) and the console lists them.
 */

/** The tag a change of the redirects names (the render cache carries it to every instance). */
export const REDIRECTS_TAG = "redirects";

/** A redirect as stored: what the console lists, without what it works out. */
export type StoredRedirect = Omit<RedirectRow, "goesOnTo">;

export async function listRedirects(db: Kysely<Database>): Promise<StoredRedirect[]> {
  const rows = await db.selectFrom("redirects").selectAll().orderBy("from_path").execute();
  return rows.map((row) => ({
    id: row.id,
    from: row.from_path,
    to: row.to_target,
    permanent: row.permanent === 1,
    createdBy: row.created_by,
    createdAt: row.created_at,
  }));
}
