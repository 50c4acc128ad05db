import { migrateToLatest } from "../../server/db/migrate.ts";
import {
  POSTGRES_TEMPLATE,
  SQLITE_TEMPLATE,
  postgresTestDatabase,
  postgresUrl,
  sqliteTestDatabase,
  type TestDatabase,
} from "./databases.ts";

/**
 * Vitest's globalSetup: migrates one database of each dialect for the whole run
 * and names them in this process's environment, which Vitest hands to the
 * workers it starts next. A test database made with `{ migrated: true }`
 * (./databases.ts) is then a copy — of the file; `create database … template` on
 * PostgreSQL — rather than every migration run again for each file and dialect.
 * Made afresh each run from the checkout's migrations, so never stale; dropped
 * when the run ends. Without it (Playwright, the bench) databases start empty.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const made: TestDatabase[] = [];
  const migrate = async (testDb: TestDatabase) => {
    made.push(testDb);
    const database = testDb.open();
    try {
      await migrateToLatest(database);
    } finally {
      // Closed: SQLite folds its WAL into the file, and no one is connected to a template.
      await database.close();
    }
  };
  const sqlite = sqliteTestDatabase();
  await migrate(sqlite);
  process.env[SQLITE_TEMPLATE] = sqlite.url.slice("file:".length);
  if (postgresUrl) {
    const postgres = await postgresTestDatabase(postgresUrl);
    await migrate(postgres);
    process.env[POSTGRES_TEMPLATE] = new URL(postgres.url).pathname.slice(1);
  }
  return async () => {
    delete process.env[SQLITE_TEMPLATE];
    delete process.env[POSTGRES_TEMPLATE];
    await Promise.all(made.map((testDb) => testDb.drop()));
  };
}
