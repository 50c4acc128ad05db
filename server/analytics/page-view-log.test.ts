import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDialect } from "../../tests/support/each-dialect.ts";
import type { TestDatabase } from "../../tests/support/databases.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { dayOf, saltOf, visitorHash } from "../db/analytics-views.ts";
import { createPageViewLog } from "./page-view-log.ts";
import type { PageView } from "./page-view.ts";

// The page view log (docs/analytics.md, "Visitors"): a day ends after its
// last views are written with its own salt, so a person's views on either
// side of midnight's first write stay one visitor of that day.

const SITE = "www.example.com";
const ANN = { address: "198.51.100.17", userAgent: "Mozilla/5.0 (X11; Linux x86_64)" };
const quiet = { warn() {}, info() {}, error() {}, debug() {} } as unknown as FastifyBaseLogger;

const viewAt = (at: Date, path: string): PageView => ({
  at,
  kind: "page",
  path,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  device: "desktop",
  language: "en",
  enquiryId: null,
  who: ANN,
});

describeEachDialect("the page view log", (create) => {
  let testDb: TestDatabase;
  let database: DatabaseHandle;

  beforeAll(async () => {
    testDb = await create({ migrated: true });
    database = testDb.open();
  });
  afterAll(async () => {
    await database.close();
    await testDb.drop();
  });

  it("writes a day's last views with that day's salt before it ends the day", async () => {
    const now = new Date();
    const yesterday = dayOf(new Date(now.getTime() - 86_400_000));
    // Ann's first view of yesterday, written before midnight with yesterday's salt.
    const salt = await saltOf(database.db, yesterday);
    await database.db
      .insertInto("analytics_views")
      .values({
        day: yesterday,
        at: `${yesterday}T22:00:00.000Z`,
        kind: "page",
        visitor: visitorHash(salt, ANN, SITE),
        path: "/",
        device: "desktop",
        language: "en",
      })
      .execute();
    // Her last, a second before midnight, written in today's first batch.
    const log = createPageViewLog({ database, log: quiet, site: SITE, flushMs: 60_000 });
    log.record(viewAt(new Date(`${yesterday}T23:59:59.000Z`), "/about"));
    await log.flush();

    const rows = await database.db
      .selectFrom("analytics_views")
      .select(["path", "visitor"])
      .where("day", "=", yesterday)
      .orderBy("at")
      .execute();
    expect(rows.map((row) => row.path)).toEqual(["/", "/about"]);
    // One visitor, no longer a hash, and no salt of yesterday left.
    expect(new Set(rows.map((row) => row.visitor)).size).toBe(1);
    expect(rows[0]!.visitor).toMatch(/^v:/);
    expect(
      await database.db
        .selectFrom("analytics_salts")
        .select("day")
        .where("day", "<", dayOf(now))
        .execute(),
    ).toEqual([]);
  });

  it("writes a full batch at once, without waiting for its interval", async () => {
    const log = createPageViewLog({
      database,
      log: quiet,
      site: SITE,
      flushMs: 60_000,
      batchSize: 3,
    });
    const today = dayOf(new Date());
    const count = async () =>
      (
        await database.db
          .selectFrom("analytics_views")
          .select("path")
          .where("day", "=", today)
          .where("path", "like", "/batch/%")
          .execute()
      ).length;
    log.record(viewAt(new Date(), "/batch/1"));
    log.record(viewAt(new Date(), "/batch/2"));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await count()).toBe(0);
    log.record(viewAt(new Date(), "/batch/3"));
    await expect.poll(count, { timeout: 5000 }).toBe(3);
    await log.flush();
  });
});
