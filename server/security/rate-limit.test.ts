import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sqliteTestDatabase, type TestDatabase } from "../../tests/support/databases.ts";
import { countRows, formsApp, postJson, validEnquiry } from "../../tests/support/forms.ts";
import { freePort } from "../../tests/support/server-process.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { migrateToLatest } from "../db/migrate.ts";

const redisUrl = process.env.TEST_REDIS_URL || undefined;

describe("the forms' per-address rate limit", () => {
  let testDb: TestDatabase;
  let database: DatabaseHandle;
  const apps: FastifyInstance[] = [];

  beforeEach(async () => {
    testDb = sqliteTestDatabase();
    database = testDb.open();
    await migrateToLatest(database);
  });

  afterEach(async () => {
    // Apps share the handle; closing it twice is harmless.
    await Promise.all(apps.splice(0).map((app) => app.close()));
    await database.close();
    await testDb.drop();
  });

  async function start(env: Record<string, string>) {
    const app = await formsApp(database, { FORM_RATE_LIMIT_MAX: "2", ...env });
    apps.push(app);
    return app;
  }

  const contactFrom = (app: FastifyInstance, remoteAddress: string, headers = {}) =>
    postJson(app, "/api/contact", validEnquiry, { remoteAddress, headers });

  it("answers 429 after the configured number of submissions from one address", async () => {
    const app = await start({});
    expect((await contactFrom(app, "203.0.113.1")).statusCode).toBe(201);
    expect((await contactFrom(app, "203.0.113.1")).statusCode).toBe(201);
    const limited = await contactFrom(app, "203.0.113.1");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      success: false,
      message: "You have sent this form too often. Please wait 10 minutes and try again.",
    });
    expect(limited.headers["retry-after"]).toBe("600");
    expect(await countRows(database, "contact_enquiries")).toBe(2);
  });

  it("counts every request, so invalid ones cannot be used to probe without limit", async () => {
    const app = await start({});
    await postJson(app, "/api/contact", {}, { remoteAddress: "203.0.113.1" });
    await postJson(app, "/api/contact", {}, { remoteAddress: "203.0.113.1" });
    expect((await contactFrom(app, "203.0.113.1")).statusCode).toBe(429);
  });

  it("counts each address separately", async () => {
    const app = await start({});
    await contactFrom(app, "203.0.113.1");
    await contactFrom(app, "203.0.113.1");
    expect((await contactFrom(app, "203.0.113.2")).statusCode).toBe(201);
  });

  it("counts each form separately", async () => {
    const app = await start({});
    await contactFrom(app, "203.0.113.1");
    await contactFrom(app, "203.0.113.1");
    const newsletter = await postJson(
      app,
      "/api/newsletter",
      { email: "zoe@example.com" },
      { remoteAddress: "203.0.113.1" },
    );
    expect(newsletter.statusCode).toBe(201);
  });

  it("uses the FORM_RATE_LIMIT_WINDOW_SECONDS window", async () => {
    const app = await start({ FORM_RATE_LIMIT_MAX: "1", FORM_RATE_LIMIT_WINDOW_SECONDS: "1" });
    await contactFrom(app, "203.0.113.1");
    expect((await contactFrom(app, "203.0.113.1")).statusCode).toBe(429);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await contactFrom(app, "203.0.113.1")).statusCode).toBe(201);
  });

  it("behind one proxy (TRUST_PROXY=1), counts the address that proxy saw", async () => {
    const app = await start({ TRUST_PROXY: "1" });
    const viaProxy = (client: string) =>
      contactFrom(app, "10.0.0.1", { "x-forwarded-for": client });
    await viaProxy("198.51.100.7");
    await viaProxy("198.51.100.7");
    expect((await viaProxy("198.51.100.7")).statusCode).toBe(429);
    expect((await viaProxy("198.51.100.8")).statusCode).toBe(201);
  });

  it("behind one proxy, a spoofed X-Forwarded-For cannot change the address counted", async () => {
    const app = await start({ TRUST_PROXY: "1" });
    // The visitor writes any X-Forwarded-For; the proxy appends the address it saw.
    const spoofed = (fake: string) =>
      contactFrom(app, "10.0.0.1", { "x-forwarded-for": `${fake}, 198.51.100.7` });
    expect((await spoofed("203.0.113.1")).statusCode).toBe(201);
    expect((await spoofed("203.0.113.2")).statusCode).toBe(201);
    expect((await spoofed("203.0.113.3")).statusCode).toBe(429);
  });

  it("with proxy addresses (TRUST_PROXY=10.0.0.0/8), believes only those proxies", async () => {
    const app = await start({ TRUST_PROXY: "10.0.0.0/8" });
    const viaProxy = () =>
      contactFrom(app, "10.1.2.3", { "x-forwarded-for": "203.0.113.9, 198.51.100.7" });
    await viaProxy();
    await viaProxy();
    expect((await viaProxy()).statusCode).toBe(429);
    // A client that is not one of the proxies is counted by its own address.
    const direct = (fake: string) => contactFrom(app, "198.51.100.50", { "x-forwarded-for": fake });
    expect((await direct("203.0.113.1")).statusCode).toBe(201);
    expect((await direct("203.0.113.2")).statusCode).toBe(201);
    expect((await direct("203.0.113.3")).statusCode).toBe(429);
  });

  it("without TRUST_PROXY, ignores X-Forwarded-For, which anyone can send", async () => {
    const app = await start({});
    await contactFrom(app, "203.0.113.1", { "x-forwarded-for": "198.51.100.1" });
    await contactFrom(app, "203.0.113.1", { "x-forwarded-for": "198.51.100.2" });
    const third = await contactFrom(app, "203.0.113.1", { "x-forwarded-for": "198.51.100.3" });
    expect(third.statusCode).toBe(429);
  });

  describe.runIf(redisUrl)("in Redis (REDIS_URL)", () => {
    it("shares one count between two instances", async () => {
      const env = { REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: `test-${randomUUID()}:` };
      const first = await start(env);
      const second = await start(env);
      expect((await contactFrom(first, "203.0.113.1")).statusCode).toBe(201);
      expect((await contactFrom(second, "203.0.113.1")).statusCode).toBe(201);
      expect((await contactFrom(first, "203.0.113.1")).statusCode).toBe(429);
      expect((await contactFrom(second, "203.0.113.1")).statusCode).toBe(429);
      expect((await contactFrom(second, "203.0.113.2")).statusCode).toBe(201);
    });

    it("keeps instances with different key prefixes apart", async () => {
      const first = await start({
        REDIS_URL: redisUrl!,
        REDIS_KEY_PREFIX: `test-${randomUUID()}:`,
      });
      const second = await start({
        REDIS_URL: redisUrl!,
        REDIS_KEY_PREFIX: `test-${randomUUID()}:`,
      });
      await contactFrom(first, "203.0.113.1");
      await contactFrom(first, "203.0.113.1");
      expect((await contactFrom(second, "203.0.113.1")).statusCode).toBe(201);
    });
  });

  it("still accepts enquiries when Redis cannot be reached", async () => {
    const app = await start({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    const response = await contactFrom(app, "203.0.113.1");
    expect(response.statusCode).toBe(201);
    expect(await countRows(database, "contact_enquiries")).toBe(1);
  });
});
