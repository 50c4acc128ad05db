import type { Kysely, Selectable } from "kysely";
import type { Database } from "./schema.ts";

/**
 * The items of a kind as a page's language shows them (decision 049): the
 * public reads of each kind take it with their rows and how items are made
 * of them (`of`); the default language's is the rows as stored, another's
 * (server/content/site-content.ts) lays each row's translation over it and
 * marks the words that are still the default's.
 */
export type InLanguage = <R extends { id: number }, P>(
  rows: R[],
  of: (rows: R[]) => P[],
) => Promise<P[]>;

/** The default language's: the rows as stored. */
export const sameRows: InLanguage = async (rows, of) => of(rows);

/** The tables of the kinds the agency orders and can hide. */
type OrderedTable = "services" | "testimonials" | "team_members" | "partners" | "pricing_plans";

/** A kind's visible rows, in the site's order, in the page's language. */
export async function visibleRows<T extends OrderedTable, P>(
  db: Kysely<Database>,
  table: T,
  inLanguage: InLanguage,
  of: (rows: Selectable<Database[T]>[]) => P[],
): Promise<P[]> {
  const rows = (await db
    .selectFrom(table as OrderedTable)
    .selectAll()
    .where("visible", "=", 1)
    .orderBy("position")
    .orderBy("id")
    .execute()) as unknown as (Selectable<Database[T]> & { id: number })[];
  return inLanguage(rows, of);
}
