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
  /** The run's template it is a copy of (./database-templates.ts); none when it started empty. */
  template?: TemplateName;
}

/**
 * The run's templates, made once by ./database-templates.ts (Vitest's globalSetup):
 * `migrated`, every migration applied; `console` and `console+portfolio`, that and
 * what ./console-database.ts puts in a console's database.
 */
export type TemplateName = "migrated" | "console" | "console+portfolio";

export interface TestDatabaseOptions {
  /**
   * Start from a copy of the run's migrated template when there is one; otherwise
   * empty, as without the option. Callers still run `migrateToLatest`: on a copy it
   * finds nothing left to do.
   */
  migrated?: boolean;
  /** Start from a copy of this template when the run has one (see `template`). */
  from?: TemplateName;
}

// Where the run's templates are, per dialect and name (JSON), for the workers the runner
// starts after making them.
export const TEMPLATES_VARIABLE = "GENESIS_TEST_DATABASE_TEMPLATES";
export type Templates = Partial<
  Record<"sqlite" | "postgres", Partial<Record<TemplateName, string>>>
>;

function templateFor(
  dialect: "sqlite" | "postgres",
  { migrated = false, from = migrated ? "migrated" : undefined }: TestDatabaseOptions,
): { name: TemplateName; where: string } | undefined {
  const where =
    from && (JSON.parse(process.env[TEMPLATES_VARIABLE] ?? "{}") as Templates)[dialect]?.[from];
  return from && where ? { name: from, where } : undefined;
}

export function sqliteTestDatabase(options: TestDatabaseOptions = {}): TestDatabase {
  const dir = mkdtempSync(join(tmpdir(), "genesis-test-"));
  const file = join(dir, "test.sqlite");
  const template = templateFor("sqlite", options);
  if (template) copyFileSync(template.where, file);
  const url = `file:${file}`;
  return {
    url,
    open: () => openDatabase(url),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
    template: template?.name,
  };
}

export async function postgresTestDatabase(
  adminUrl: string,
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  const name = `genesis_test_${randomBytes(6).toString("hex")}`;
  const template = templateFor("postgres", options);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template.where}` : ""}`);
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
    template: template?.name,
  };
}

export const postgresUrl = process.env.TEST_DATABASE_URL || undefined;
