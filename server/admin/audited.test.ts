import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqliteTestDatabase, type TestDatabase } from "../../tests/support/databases.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { audited, noteAudit } from "./audited.ts";
import { listAudit } from "./audit/audit-log.ts";

describe("audited actions", () => {
  let testDb: TestDatabase;
  let database: DatabaseHandle;
  const by = { actor: "editor@example.com", ip: "10.0.0.1" };
  const latest = async () => (await listAudit(database, { page: 1, pageSize: 1 })).entries[0];
  const count = async () => (await listAudit(database, { page: 1, pageSize: 1 })).total;

  beforeAll(async () => {
    testDb = sqliteTestDatabase();
    database = testDb.open();
    await migrateToLatest(database);
  });
  afterAll(async () => {
    await database?.close();
    await testDb?.drop();
  });

  it("writes the change's entry, with who did it and from where, and returns its outcome", async () => {
    const outcome = await audited(
      database,
      by,
      async () => ({ from: "new" }),
      (changed) => ({ action: "enquiry-status", target: "e1", detail: `${changed.from} → open` }),
    );
    expect(outcome).toEqual({ from: "new" });
    expect(await latest()).toMatchObject({
      action: "enquiry-status",
      actor: "editor@example.com",
      target: "e1",
      detail: "new → open",
      ip: "10.0.0.1",
    });
  });

  it("writes nothing when the change changed nothing", async () => {
    const before = await count();
    expect(
      await audited(
        database,
        by,
        async () => null,
        () => null,
      ),
    ).toBeNull();
    expect(await count()).toBe(before);
  });

  it("keeps neither the change nor its entry when the change fails", async () => {
    const before = await count();
    await expect(
      audited(
        database,
        by,
        async (trx) => {
          await trx
            .insertInto("audit_log")
            .values({
              id: "written-then-undone",
              action: "sign-in",
              actor_email: null,
              target: null,
              detail: null,
              ip: null,
              created_at: new Date().toISOString(),
            })
            .execute();
          throw new Error("the change failed");
        },
        () => ({ action: "enquiry-note" }),
      ),
    ).rejects.toThrow("the change failed");
    expect(await count()).toBe(before);
  });

  it("notes what is not a change to our rows (a sign-in) on its own", async () => {
    await noteAudit(
      database,
      { actor: "owner@example.com", ip: "10.0.0.2" },
      { action: "sign-in" },
    );
    expect(await latest()).toMatchObject({ action: "sign-in", actor: "owner@example.com" });
  });
});
