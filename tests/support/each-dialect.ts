import { describe } from "vitest";
import {
  postgresTestDatabase,
  postgresUrl,
  sqliteTestDatabase,
  type TestDatabase,
} from "./databases.ts";

if (!postgresUrl) {
  console.warn(
    "TEST_DATABASE_URL is unset: PostgreSQL variants of the database tests are not run.",
  );
}

export type DialectName = "sqlite" | "postgres";

/** Runs a suite once per available dialect with a fresh database factory. */
export function describeEachDialect(
  title: string,
  suite: (create: () => Promise<TestDatabase>, dialect: DialectName) => void,
) {
  describe(`${title} (SQLite)`, () => suite(async () => sqliteTestDatabase(), "sqlite"));
  describe.runIf(postgresUrl)(`${title} (PostgreSQL)`, () =>
    suite(() => postgresTestDatabase(postgresUrl!), "postgres"),
  );
}
