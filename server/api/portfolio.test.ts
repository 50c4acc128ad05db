import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, expect, it } from "vitest";
import { testConfig } from "../../tests/support/config.ts";
import type { TestDatabase } from "../../tests/support/databases.ts";
import { describeEachDialect } from "../../tests/support/each-dialect.ts";
import { buildApp } from "../http/app.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { seedPortfolio } from "../db/seed.ts";
import { portfolioSeed } from "../db/seed-data.ts";

describeEachDialect("portfolio API", (create) => {
  let testDb: TestDatabase;
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeEach(async () => {
    testDb = await create();
    database = testDb.open();
    await migrateToLatest(database);
    await seedPortfolio(database);
    app = await buildApp({ config: testConfig(), database, web: { kind: "none" }, logger: false });
  });

  afterEach(async () => {
    await app.close();
    await testDb.drop();
  });

  it.each(["POST", "GET"] as const)(
    "%s /api/portfolio answers {data:[{id,slug,name,title,image}]}",
    async (method) => {
      const response = await app.inject({ method, url: "/api/portfolio" });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      const body = response.json() as { data: Record<string, unknown>[] };
      expect(Object.keys(body)).toEqual(["data"]);
      expect(body.data).toHaveLength(portfolioSeed.length);
      for (const item of body.data) {
        expect(Object.keys(item).sort()).toEqual(["id", "image", "name", "slug", "title"]);
        expect(typeof item.id).toBe("number");
      }
    },
  );

  it("accepts a POST with an empty JSON body, as the browser client may send one", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/portfolio",
      headers: { "content-type": "application/json" },
      payload: "",
    });
    expect(response.statusCode).toBe(200);
  });

  it("gives GET an ETag and answers 304 when it still matches", async () => {
    const first = await app.inject({ method: "GET", url: "/api/portfolio" });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await app.inject({
      method: "GET",
      url: "/api/portfolio",
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("changes the ETag when the portfolio changes", async () => {
    const before = (await app.inject({ method: "GET", url: "/api/portfolio" })).headers.etag;
    await database.db
      .updateTable("portfolio_items")
      .set({ published: 0 })
      .where("name", "=", "Medora Health")
      .execute();
    const after = await app.inject({
      method: "GET",
      url: "/api/portfolio",
      headers: { "if-none-match": String(before) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
    expect((after.json() as { data: unknown[] }).data).toHaveLength(portfolioSeed.length - 1);
  });

  it("answers an empty list when there are no items", async () => {
    await database.db.deleteFrom("portfolio_items").execute();
    const response = await app.inject({ method: "POST", url: "/api/portfolio" });
    expect(response.json()).toEqual({ data: [] });
  });

  it("answers 503 with a readable JSON message when the database is gone", async () => {
    await database.close();
    const response = await app.inject({ method: "POST", url: "/api/portfolio" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      success: false,
      message: expect.stringMatching(/temporarily unavailable/),
    });
  });

  it("answers malformed JSON with a 400 JSON message, not a stack trace", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/portfolio",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: "The request body is not valid JSON.",
    });
  });

  it("answers an unknown API path with a 404 JSON message", async () => {
    const response = await app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: "There is no such API endpoint." });
  });
});
