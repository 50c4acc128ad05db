import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import type { DatabaseHandle } from "../../server/db/connection.ts";
import { migrateToLatest } from "../../server/db/migrate.ts";
import type { TestDatabase } from "./databases.ts";

/**
 * One migrated database per suite, emptied before each test and opened afresh
 * (a test may close its handle to play a database outage). Creating a
 * PostgreSQL database per test costs about a second; emptying five tables does not.
 */
export function databasePerSuite(create: () => Promise<TestDatabase>) {
  const state = {} as { testDb: TestDatabase; database: DatabaseHandle };
  beforeAll(async () => {
    state.testDb = await create();
    const database = state.testDb.open();
    await migrateToLatest(database);
    await database.close();
  });
  beforeEach(async () => {
    state.database = state.testDb.open();
    const { db } = state.database;
    await db.deleteFrom("mail_outbox").execute();
    await db.deleteFrom("contact_enquiries").execute();
    await db.deleteFrom("newsletter_subscriptions").execute();
    await db.deleteFrom("blog_comments").execute();
    await db.deleteFrom("idempotency_keys").execute();
  });
  afterEach(async () => {
    await state.database.close();
  });
  afterAll(async () => {
    await state.testDb.drop();
  });
  return state;
}
