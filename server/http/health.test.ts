import { afterEach, expect, it } from "vitest";
import { testConfig } from "../../tests/support/config.ts";
import type { TestDatabase } from "../../tests/support/databases.ts";
import { describeEachDialect } from "../../tests/support/each-dialect.ts";
import { buildApp } from "./app.ts";
import { openDatabase, type DatabaseHandle } from "../db/connection.ts";

describeEachDialect("health checks", (create, dialect) => {
  let testDb: TestDatabase | undefined;
  afterEach(async () => testDb?.drop());

  async function appWith(given?: DatabaseHandle) {
    const database = given ?? (testDb = await create()).open();
    return buildApp({ config: testConfig(), database, web: { kind: "none" }, logger: false });
  }

  it("/healthz answers 200 while the process runs", async () => {
    const app = await appWith();
    const response = await app.inject({ method: "GET", url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
    await app.close();
  });

  it("/readyz answers 200 when the database answers", async () => {
    const app = await appWith();
    const response = await app.inject({ method: "GET", url: "/readyz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ready", checks: { database: "up" } });
    await app.close();
  });

  it("/readyz answers 503 once the database is gone", async () => {
    testDb = await create();
    const database = testDb.open();
    const app = await appWith(database);
    await database.close();
    const response = await app.inject({ method: "GET", url: "/readyz" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: "unavailable",
      message: "The database is not reachable.",
      checks: { database: "down" },
    });
    expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    await app.close();
  });

  if (dialect === "postgres") {
    it("/readyz answers 503 when the PostgreSQL server cannot be reached", async () => {
      // Nothing listens on port 1 of loopback.
      const app = await appWith(openDatabase("postgres://postgres@127.0.0.1:1/test"));
      const response = await app.inject({ method: "GET", url: "/readyz" });
      expect(response.statusCode).toBe(503);
      await app.close();
    });
  }
});
