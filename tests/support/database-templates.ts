import { migrateToLatest } from "../../server/db/migrate.ts";
import type { DatabaseHandle } from "../../server/db/connection.ts";
import { prepareConsoleDatabase } from "./console-database.ts";
import {
  TEMPLATES_VARIABLE,
  postgresTestDatabase,
  postgresUrl,
  sqliteTestDatabase,
  type TemplateName,
  type TestDatabase,
  type TestDatabaseOptions,
  type Templates,
} from "./databases.ts";

/**
 * Vitest's globalSetup: the run's template databases, made once by the real code
 * and named in this process's environment, which Vitest hands to the workers it
 * starts next. A test database made `{ migrated: true }` or `{ from }`
 * (./databases.ts) is then a copy — of the file; `create database … template` on
 * PostgreSQL — rather than every migration run again for each file and dialect,
 * and a test console's (./console.ts) starts with its seeds and its two accounts
 * (their password hashes cost as much as a sign-in). Made afresh each run from
 * the checkout's code, so never stale; dropped when the run ends. Without them
 * (Playwright, the bench) databases start empty.
 */
const contents: Record<TemplateName, (database: DatabaseHandle) => Promise<unknown>> = {
  migrated: migrateToLatest,
  console: (database) => prepareConsoleDatabase(database, { portfolio: false }),
  "console+portfolio": (database) => prepareConsoleDatabase(database, { portfolio: true }),
};

export default async function setup(): Promise<() => Promise<void>> {
  const made: TestDatabase[] = [];
  const templates: Templates = {};
  const make = async (
    dialect: "sqlite" | "postgres",
    create: (options: TestDatabaseOptions) => Promise<TestDatabase>,
  ): Promise<void> => {
    const names = (templates[dialect] = {} as Record<TemplateName, string>);
    for (const [name, fill] of Object.entries(contents) as [
      TemplateName,
      typeof migrateToLatest,
    ][]) {
      // The first is migrated; the others start as its copy.
      const testDb = await create({ migrated: name !== "migrated" });
      made.push(testDb);
      const database = testDb.open();
      try {
        await fill(database);
      } finally {
        // Closed: SQLite folds its WAL into the file, and no one is connected to a template.
        await database.close();
      }
      names[name] =
        dialect === "sqlite"
          ? testDb.url.slice("file:".length)
          : new URL(testDb.url).pathname.slice(1);
      process.env[TEMPLATES_VARIABLE] = JSON.stringify(templates);
    }
  };
  await Promise.all([
    make("sqlite", async (options) => sqliteTestDatabase(options)),
    postgresUrl && make("postgres", (options) => postgresTestDatabase(postgresUrl!, options)),
  ]);
  return async () => {
    delete process.env[TEMPLATES_VARIABLE];
    await Promise.all(made.map((testDb) => testDb.drop()));
  };
}
