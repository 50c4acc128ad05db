import { resolve } from "node:path";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/http/app.ts";
import type { DatabaseHandle } from "../../server/db/connection.ts";
import { migrateToLatest } from "../../server/db/migrate.ts";
import { seedPortfolio } from "../../server/db/seed.ts";
import { insertLanguage } from "../../server/db/languages.ts";
import { seedShippedWords } from "../../server/content/shipped-words.ts";
import { shippedInterfaceWords } from "../../app/content/interface-languages.ts";
import { testConfig } from "../support/config.ts";
import { sqliteTestDatabase, type TestDatabase } from "../support/databases.ts";
import { requireBuild } from "../support/server-process.ts";

/**
 * A page whose loader fails for a reason other than an unavailable database
 * (here its table is gone: a bug, a bad migration) is answered 500 with the
 * error screen and nothing of the error, and the error is logged with the
 * request's id by the production build's handleError (app/entry.server.tsx).
 */
describe("errors while rendering a page", () => {
  let testDb: TestDatabase;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    requireBuild();
    testDb = sqliteTestDatabase({ migrated: true });
    database = testDb.open();
    await migrateToLatest(database);
    await seedPortfolio(database);
    await insertLanguage(database.db, {
      code: "de",
      name: "Deutsch",
      published: true,
      now: new Date(),
    });
    await seedShippedWords(database);
    app = await buildApp({
      config: testConfig({ NODE_ENV: "production" }),
      database,
      web: { kind: "build", buildDir: resolve(process.env.BUILD_DIR || "build") },
      logger: {
        level: "info",
        stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
      },
    });
    await sql`alter table portfolio_items rename to portfolio_items_gone`.execute(database.db);
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  it("answers 500 with the error screen and no trace of the error", async () => {
    const response = await app.inject({ url: "/projects" });
    expect(response.statusCode).toBe(500);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain("Something went wrong");
    expect(response.body).not.toMatch(/portfolio_items|no such table|SqliteError|\bat .+:\d+:\d+/);
  });

  it("says so in the page's language", async () => {
    const de = shippedInterfaceWords.de!;
    const response = await app.inject({ url: "/de/projects" });
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain(`>${de.errorHeading}</h1>`);
    expect(response.body).toContain(de.errorAction);
    expect(response.body).toContain('<html lang="de"');
    expect(response.body).not.toContain("Something went wrong");
  });

  it("logs the loader's error once, with the request's id", async () => {
    lines.length = 0;
    await app.inject({ url: "/projects" });
    const request = lines.find((line) => line.msg === "incoming request")!;
    const failures = lines.filter((line) => line.msg === "Rendering a page failed");
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({
      level: 50,
      reqId: request.reqId,
      url: "/projects",
      err: { message: expect.stringMatching(/no such table: portfolio_items/) },
    });
  });

  it("does not log a page that does not exist as an error", async () => {
    lines.length = 0;
    expect((await app.inject({ url: "/no/such/page" })).statusCode).toBe(404);
    expect(lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
  });
});
