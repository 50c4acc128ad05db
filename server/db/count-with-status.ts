import { sql } from "kysely";
import type { DatabaseHandle } from "./connection.ts";

/** The inbox's tables, each with a `status` column. */
type InboxTable = "contact_enquiries" | "blog_comments" | "newsletter_subscriptions";

/** How many rows of an inbox's table have a status (the side bar's counts, the totals). */
export async function countWithStatus(
  database: DatabaseHandle,
  table: InboxTable,
  status: string,
): Promise<number> {
  const row = await database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where(sql.ref("status"), "=", status)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
