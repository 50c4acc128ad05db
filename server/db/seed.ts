import { sql } from "kysely";
import type { DatabaseHandle } from "./connection.ts";
import { portfolioSeed } from "./seed-data.ts";

/**
 * Seeds the portfolio into an empty table only, so a restart (or a second
 * instance starting at the same moment) never duplicates it. Returns the
 * number of rows inserted.
 */
export async function seedPortfolio(database: DatabaseHandle): Promise<number> {
  return database.db.transaction().execute(async (trx) => {
    if (database.dialect === "postgres") {
      // Serialise concurrent seeders across processes for this transaction.
      await sql`select pg_advisory_xact_lock(hashtext('genesis-seed-portfolio'))`.execute(trx);
    }
    const { count } = await trx
      .selectFrom("portfolio_items")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow();
    if (Number(count) > 0) return 0;
    const now = new Date().toISOString();
    await trx
      .insertInto("portfolio_items")
      .values(
        portfolioSeed.map((item, index) => ({
          ...item,
          sort_order: (index + 1) * 10,
          published: 1,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    return portfolioSeed.length;
  });
}
