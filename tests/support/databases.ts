import { randomBytes } from "node:crypto";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../../server/db/connection.ts";

/**
 * Real databases for tests: a SQLite file in a temporary folder, and — when
 * TEST_DATABASE_URL is set (CI sets it) — a freshly created PostgreSQL database
 * that is dropped afterwards. Free of any test runner: Vitest, Playwright and
 * the bench use it (./each-dialect.ts runs a Vitest suite on both).
 */
export interface TestDatabase {
  url: string;
  open(): DatabaseHandle;
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /**
   * Start from a copy of the run's migrated template when there is one (made once
   * a run by ./database-templates.ts, Vitest's globalSetup); otherwise empty, as
   * without the option. Callers still run `migrateToLatest`: on a copy it finds
   * nothing left to do.
   */
  migrated?: boolean;
}

// Where the run's templates are, for the workers the runner starts after making them.
export const SQLITE_TEMPLATE = "GENESIS_TEST_SQLITE_TEMPLATE";
export const POSTGRES_TEMPLATE = "GENESIS_TEST_POSTGRES_TEMPLATE";

export function sqliteTestDatabase({ migrated = false }: TestDatabaseOptions = {}): TestDatabase {
  const dir = mkdtempSync(join(tmpdir(), "genesis-test-"));
  const file = join(dir, "test.sqlite");
  const template = migrated ? process.env[SQLITE_TEMPLATE] : undefined;
  if (template) copyFileSync(template, file);
  const url = `file:${file}`;
  return {
    url,
    open: () => openDatabase(url),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

export async function postgresTestDatabase(
  adminUrl: string,
  { migrated = false }: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  const name = `genesis_test_${randomBytes(6).toString("hex")}`;
  const template = migrated ? process.env[POSTGRES_TEMPLATE] : undefined;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    open: () => openDatabase(url.toString()),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export const postgresUrl = process.env.TEST_DATABASE_URL || undefined;
