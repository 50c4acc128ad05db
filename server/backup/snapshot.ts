import { sql, type Kysely } from "kysely";
import type { DatabaseHandle } from "../db/connection.ts";
import type { Database } from "../db/schema.ts";

/** Kysely's own bookkeeping: the schema version is read from it, never restored as rows. */
const MIGRATION_TABLES = new Set(["kysely_migration", "kysely_migration_lock"]);

/**
 * Tables a backup holds empty: the day's analytics salt is deleted when the
 * day ends (docs/analytics.md); kept in an archive it would outlive its day
 * there, and let the day's visitors be traced for as long as the archive.
 */
const ROWS_NOT_KEPT = new Set(["analytics_salts"]);

/** One consistent read of every table: what a backup holds. */
export interface Snapshot {
  migrations: string[];
  tables: { name: string; rows: Record<string, unknown>[] }[];
}

/**
 * Reads every table of the database in one read transaction (repeatable read
 * on PostgreSQL; SQLite's WAL keeps one snapshot for a transaction's reads),
 * so an enquiry committed before it began is in it and none is half in it.
 * The tables are the database's own (not the schema type's), so a table a
 * library keeps is kept too.
 */
export async function readSnapshot(database: DatabaseHandle): Promise<Snapshot> {
  const tables = (await database.db.introspection.getTables())
    .filter((table) => !table.isView && !MIGRATION_TABLES.has(table.name))
    .map((table) => ({ name: table.name, first: table.columns[0]!.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const read = async (trx: Kysely<Database>): Promise<Snapshot> => {
    const migrations = await sql<{
      name: string;
    }>`select name from kysely_migration order by name`.execute(trx);
    const rows = [];
    for (const table of tables) {
      if (ROWS_NOT_KEPT.has(table.name)) {
        rows.push({ name: table.name, rows: [] });
        continue;
      }
      const result = await sql<
        Record<string, unknown>
      >`select * from ${sql.table(table.name)} order by ${sql.ref(table.first)}`.execute(trx);
      rows.push({ name: table.name, rows: result.rows });
    }
    return { migrations: migrations.rows.map((row) => row.name), tables: rows };
  };
  if (database.dialect === "sqlite") return database.db.transaction().execute(read);
  return database.db.transaction().setIsolationLevel("repeatable read").execute(read);
}
