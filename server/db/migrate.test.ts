import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import {
  postgresTestDatabase,
  postgresUrl,
  type TestDatabase,
} from "../../tests/support/databases.ts";
import { openDatabase, type DatabaseHandle } from "./connection.ts";
import { migrateToLatest, migrations } from "./migrate.ts";

/**
 * Several instances starting together on one PostgreSQL database:
 * each runs the migrations at start-up; they must take turns, all start, and
 * the schema must be applied once.
 */
describe.runIf(postgresUrl)("migrations started by three instances at once (PostgreSQL)", () => {
  let testDb: TestDatabase | undefined;
  const handles: DatabaseHandle[] = [];
  afterEach(async () => {
    for (const handle of handles.splice(0)) await handle.close();
    await testDb?.drop();
  });

  it("all succeed and the schema is applied once", async () => {
    testDb = await postgresTestDatabase(postgresUrl!);
    // A statement limit far shorter than the migrations: waiting for another
    // instance in one statement would be cancelled; the lock's polls are not.
    for (let i = 0; i < 3; i++) {
      handles.push(openDatabase(testDb.url, { limits: { statementTimeoutMs: 150 } }));
    }
    const applied = await Promise.all(handles.map((handle) => migrateToLatest(handle)));

    const names = Object.keys(migrations);
    // One instance applied everything, the others found nothing left to do.
    expect(applied.map((list) => list.length).sort()).toEqual([0, 0, names.length]);
    expect(applied.find((list) => list.length)).toEqual(names);
    const { rows } = await sql<{
      name: string;
    }>`select name from kysely_migration order by name`.execute(handles[0]!.db);
    expect(rows.map((row) => row.name)).toEqual(names);
    // And the schema answers.
    await handles[0]!.db.selectFrom("contact_enquiries").select("id").execute();
  });
});
