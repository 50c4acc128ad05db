import type { Kysely, Selectable } from "kysely";
import type { Database } from "./schema.ts";

/**
 * The rows of a kind as a page's language shows them (decision 049): the
 * public reads of each kind take it, and the default language's is the rows
 * as stored (server/content/site-content.ts lays a translation over them).
 */
export type InLanguage = <R extends { id: number }>(rows: R[]) => Promise<R[]>;

/** The default language's: the rows as stored. */
export const sameRows: InLanguage = async (rows) => rows;

/** The tables of the kinds the agency orders and can hide. */
type OrderedTable = "services" | "testimonials" | "team_members" | "partners" | "pricing_plans";

/** A kind's visible rows, in the site's order, in the page's language. */
export async function visibleRows<T extends OrderedTable>(
  db: Kysely<Database>,
  table: T,
  inLanguage: InLanguage,
): Promise<Selectable<Database[T]>[]> {
  const rows = (await db
    .selectFrom(table as OrderedTable)
    .selectAll()
    .where("visible", "=", 1)
    .orderBy("position")
    .orderBy("id")
    .execute()) as unknown as (Selectable<Database[T]> & { id: number })[];
  return inLanguage(rows);
}
