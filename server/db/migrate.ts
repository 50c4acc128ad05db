import { Migrator, type Migration, type MigrationProvider } from "kysely";
import type { DatabaseHandle } from "./connection.ts";
import * as m001 from "./migrations/001-initial.ts";
import * as m002 from "./migrations/002-enquiries.ts";
import * as m003 from "./migrations/003-console.ts";

// Migrations are listed here rather than read from a folder so that the same
// code runs from source (tsx), from tests and from a bundled build.
export const migrations: Record<string, Migration> = {
  "001-initial": m001,
  "002-enquiries": m002,
  "003-console": m003,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; returns the names of the migrations applied now. */
export async function migrateToLatest(database: DatabaseHandle): Promise<string[]> {
  const migrator = new Migrator({ db: database.db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
