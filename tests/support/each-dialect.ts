import { describe } from "vitest";
import {
  postgresTestDatabase,
  postgresUrl,
  sqliteTestDatabase,
  type TestDatabase,
  type TestDatabaseOptions,
} from "./databases.ts";

if (!postgresUrl) {
  console.warn(
    "TEST_DATABASE_URL is unset: PostgreSQL variants of the database tests are not run.",
  );
}

export type DialectName = "sqlite" | "postgres";

/**
 * Runs a suite once per available dialect with a fresh database factory (an
 * empty database; `{ migrated: true }`: see ./databases.ts).
 */
export function describeEachDialect(
  title: string,
  suite: (
    create: (options?: TestDatabaseOptions) => Promise<TestDatabase>,
    dialect: DialectName,
  ) => void,
) {
  describe(`${title} (SQLite)`, () =>
    suite(async (options) => sqliteTestDatabase(options), "sqlite"));
  describe.runIf(postgresUrl)(`${title} (PostgreSQL)`, () =>
    suite((options) => postgresTestDatabase(postgresUrl!, options), "postgres"),
  );
}
