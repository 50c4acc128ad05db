import { readFile } from "node:fs/promises";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/connection.ts";
import { openTestConsole, SITE } from "../support/console.ts";
import { validEnquiry } from "../support/forms.ts";
import { describeEachDialect } from "../support/each-dialect.ts";

/**
 * First-party analytics over the built server (docs/analytics.md): a
 * scripted set of requests through a trusted proxy, and what the database
 * holds of them once they are written — every view exactly, and nothing
 * that leads back to anyone.
 */

const DESKTOP =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const ANN = "198.51.100.17";
const BO = "198.51.100.42";

describeEachDialect("counting page views", (create) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;
  let url = "";

  beforeAll(async () => {
    ({ database, app, close, url } = await openTestConsole(create, {
      env: { TRUST_PROXY: "1" },
      seed: true,
    }));
  });
  afterAll(async () => {
    await close?.();
  });

  const visit = (
    path: string,
    from: string,
    userAgent: string,
    {
      method = "GET",
      headers = {},
    }: { method?: "GET" | "HEAD"; headers?: Record<string, string> } = {},
  ) =>
    app.inject({
      method,
      url: path,
      headers: {
        host: new URL(SITE).host,
        "x-forwarded-for": from,
        "user-agent": userAgent,
        ...headers,
      },
    });

  const views = () => database.db.selectFrom("analytics_views").selectAll().orderBy("id").execute();

  it("writes each person's views, 404s and bots apart, within seconds, and nothing else", async () => {
    expect((await visit("/", ANN, DESKTOP)).statusCode).toBe(200);
    expect((await visit("/about", ANN, DESKTOP)).statusCode).toBe(200);
    expect((await visit("/services.data", ANN, DESKTOP)).statusCode).toBe(200);
    const bo = await visit("/services?utm_source=newsletter&utm_campaign=spring", BO, PHONE, {
      headers: { referer: "https://news.example.org/issue/12" },
    });
    expect(bo.statusCode).toBe(200);
    expect((await visit("/no-such-page", ANN, DESKTOP)).statusCode).toBe(404);
    expect((await visit("/", "198.51.100.99", BOT)).statusCode).toBe(200);
    // Not counted: a prefetch, a HEAD, the console, the API, a file.
    await visit("/contact", BO, PHONE, { headers: { "sec-purpose": "prefetch" } });
    await visit("/about", BO, PHONE, { method: "HEAD" });
    await visit("/admin", ANN, DESKTOP);
    await visit("/api/portfolio", ANN, DESKTOP);
    await visit("/sitemap.xml", ANN, DESKTOP);

    await expect.poll(async () => (await views()).length, { timeout: 10_000 }).toBe(6);
    const rows = await views();
    expect(rows.map(({ kind, path }) => [kind, path])).toEqual([
      ["page", "/"],
      ["page", "/about"],
      ["page", "/services"],
      ["page", "/services"],
      ["not-found", "/no-such-page"],
      ["bot", "/"],
    ]);
    const people = rows.filter((row) => row.kind !== "bot");
    // One visitor a person and day: Ann's four requests, Bo's one.
    expect(new Set(people.map((row) => row.visitor)).size).toBe(2);
    expect(rows[3]).toMatchObject({
      referrer: "news.example.org",
      utm_source: "newsletter",
      utm_campaign: "spring",
      device: "phone",
      language: "en",
    });
    expect(rows[0]).toMatchObject({ referrer: null, utm_source: null, device: "desktop" });
    // Nothing of the address or the browser is kept.
    const everything = JSON.stringify(rows);
    for (const secret of [ANN, BO, "198.51.100", "Pixel 7", "Googlebot", "X11"]) {
      expect(everything).not.toContain(secret);
    }
  });

  it("ties a sent enquiry to its sender's views that day, under the same pseudonym", async () => {
    const sent = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: {
        host: new URL(SITE).host,
        "x-forwarded-for": BO,
        "user-agent": PHONE,
        "content-type": "application/json",
      },
      payload: { ...validEnquiry, email: "bo@example.com", sourcePage: "/contact/" },
    });
    expect(sent.statusCode).toBe(201);
    const enquiry = await database.db
      .selectFrom("contact_enquiries")
      .select("id")
      .where("email", "=", "bo@example.com")
      .executeTakeFirstOrThrow();
    await expect
      .poll(async () => (await views()).filter((row) => row.kind === "enquiry").length, {
        timeout: 10_000,
      })
      .toBe(1);
    const rows = await views();
    const row = rows.find((view) => view.kind === "enquiry")!;
    expect(row).toMatchObject({ path: "/contact", enquiry_id: enquiry.id, device: "phone" });
    // Bo's page view of /services that day, and no one else's.
    expect(rows.filter((view) => view.visitor === row.visitor).map((view) => view.path)).toEqual([
      "/services",
      "/contact",
    ]);
  });

  it("knows a visitor by the address the trusted proxy saw, whatever a client forged before it", async () => {
    const before = (await views()).length;
    // One proxy is trusted (TRUST_PROXY=1): the last entry is the one it added.
    await visit("/about", `203.0.113.1, ${ANN}`, DESKTOP);
    await visit("/about", `203.0.113.2, 203.0.113.3, ${ANN}`, DESKTOP);
    await visit("/about", ANN, DESKTOP);
    await expect.poll(async () => (await views()).length, { timeout: 10_000 }).toBe(before + 3);
    const added = (await views()).slice(before);
    expect(new Set(added.map((row) => row.visitor)).size).toBe(1);
    // The same person as their earlier views today.
    expect(added[0]!.visitor).toBe((await views())[0]!.visitor);
  });

  it("keeps no address and no User-Agent anywhere in the database file", async () => {
    if (!url.startsWith("file:")) return;
    const file = url.slice("file:".length);
    const bytes = Buffer.concat([
      await readFile(file),
      await readFile(`${file}-wal`).catch(() => Buffer.alloc(0)),
    ]);
    for (const secret of [ANN, BO, "Pixel 7", "Googlebot"]) {
      expect(bytes.includes(secret), secret).toBe(false);
    }
  });

  it("makes each ended day's visitors opaque and deletes its salt", async () => {
    const { endPastDays } = await import("../../server/db/analytics-views.ts");
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const before = await views();
    // Ann, Bo, and the bot.
    expect(await endPastDays(database.db, tomorrow)).toBe(3);
    const after = await views();
    expect(after.every((row) => row.visitor.startsWith("v:"))).toBe(true);
    // The same visitors, no longer the hashes: Ann's views still one visitor.
    const annBefore = before[0]!.visitor;
    const annAfter = after[0]!.visitor;
    expect(annAfter).not.toBe(annBefore);
    expect(after.filter((row) => row.visitor === annAfter)).toHaveLength(
      before.filter((row) => row.visitor === annBefore).length,
    );
    expect(await database.db.selectFrom("analytics_salts").selectAll().execute()).toEqual([]);
  });
});
