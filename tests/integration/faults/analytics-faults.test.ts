import type { FastifyBaseLogger } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createPageViewLog } from "../../../server/analytics/page-view-log.ts";
import type { PageView } from "../../../server/analytics/page-view.ts";
import { visitorHash } from "../../../server/db/analytics-views.ts";
import { openDatabase, type DatabaseHandle } from "../../../server/db/connection.ts";
import { SITE } from "../../support/console.ts";
import { postgresTestDatabase, postgresUrl, type TestDatabase } from "../../support/databases.ts";
import {
  describeStatuses,
  faultFigures,
  timeUntil,
  STARTUP_MS,
} from "../../support/fault-figures.ts";
import {
  freePort,
  requireBuild,
  runServer,
  waitUntilReady,
  type ServerProcess,
} from "../../support/server-process.ts";
import { startTcpProxy, type TcpProxy } from "../../support/tcp-proxy.ts";

/**
 * First-party analytics while PostgreSQL is away (docs/analytics.md, "How it
 * is written"): pages are still served and their views held in memory, up to
 * a bound, and written once the database is back; a crash loses at most the
 * last batch. The server reaches PostgreSQL through a proxy the test
 * controls and tells visitors apart by X-Forwarded-For from one trusted
 * proxy; the test reads `analytics_views` directly and matches each row to
 * the address that asked for it through the day's salt.
 */

const DESKTOP =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36";
/** The page view log's batch interval (createPageViewLog's default `flushMs`). */
const FLUSH_MS = 2000;
const WAITING = "Analytics: could not write the views; they wait";
const figures = faultFigures("analytics");

/** A request as a visitor sent it, and whether the server had to count it. */
interface Sent {
  address: string;
  path: string;
  status: number;
  counted: boolean;
  answeredAt: number;
  ms: number;
}

/** How a view reads in both the test's record and the table: who, what kind, which page. */
const viewKey = (address: string, kind: string, path: string) => `${address} ${kind} ${path}`;
const expectedKey = (sent: Sent) =>
  viewKey(sent.address, sent.status === 404 ? "not-found" : "page", sent.path.split("?")[0]!);

describe.runIf(postgresUrl)("Analytics while PostgreSQL is away", () => {
  let testDb: TestDatabase;
  let proxy: TcpProxy;
  let server: ServerProcess;
  /** The test's own connection, straight to PostgreSQL. */
  let database: DatabaseHandle;
  const siteHost = new URL(SITE).hostname;

  beforeAll(async () => {
    requireBuild();
    testDb = await postgresTestDatabase(postgresUrl!, { migrated: true });
    const target = new URL(postgresUrl!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
    server = runServer({
      PORT: String(await freePort()),
      DATABASE_URL: proxy.url(testDb.url),
      SITE_URL: SITE,
      TRUST_PROXY: "1",
    });
    await waitUntilReady(server, STARTUP_MS);
    database = testDb.open();
  }, 2 * STARTUP_MS);

  afterEach(() => proxy.restore());

  afterAll(async () => {
    if (server && server.child.exitCode === null) await server.stop("SIGKILL");
    await proxy?.close();
    await database?.close();
    await testDb?.drop();
    figures.write();
  });

  // Every request from an address of its own: each view is one visitor's, told apart by its hash.
  const addresses: string[] = [];
  const newAddress = () => {
    const n = addresses.length + 1;
    const address = `10.1.${Math.floor(n / 250)}.${(n % 250) + 1}`;
    addresses.push(address);
    return address;
  };

  async function visit(path: string): Promise<Sent> {
    const address = newAddress();
    const started = Date.now();
    const response = await fetch(`${server.baseUrl}${path}`, {
      redirect: "manual",
      headers: { "x-forwarded-for": address, "user-agent": DESKTOP },
    });
    await response.arrayBuffer();
    const type = response.headers.get("content-type") ?? "";
    const status = response.status;
    const answeredAt = Date.now();
    return {
      address,
      path,
      status,
      // What docs/analytics.md counts: a page answered 200 or 404 as HTML.
      counted: (status === 200 || status === 404) && type.startsWith("text/html"),
      answeredAt,
      ms: answeredAt - started,
    };
  }

  /** The stored views in the order written, each with the address its visitor hash stands for. */
  async function storedViews(): Promise<string[]> {
    const salts = await database.db.selectFrom("analytics_salts").selectAll().execute();
    const who = new Map<string, string>();
    for (const { salt } of salts) {
      for (const address of addresses) {
        who.set(visitorHash(salt, { address, userAgent: DESKTOP }, siteHost), address);
      }
    }
    const rows = await database.db
      .selectFrom("analytics_views")
      .select(["visitor", "kind", "path"])
      .orderBy("id")
      .execute();
    return rows.map((row) => viewKey(who.get(row.visitor) ?? row.visitor, row.kind, row.path));
  }

  const sorted = (keys: string[]) => [...keys].sort();
  const statusesOf = (sent: Sent[]) =>
    describeStatuses(
      sent.reduce<Record<string, number>>((counts, { status }) => {
        counts[status] = (counts[status] ?? 0) + 1;
        return counts;
      }, {}),
    );

  /** The page view log's complaints so far, as the server logged them (JSON lines). */
  function waitingWarnings(): { views: number }[] {
    return server
      .output()
      .split("\n")
      .filter((line) => line.includes(WAITING))
      .map((line) => JSON.parse(line) as { views: number });
  }

  function expectProcessUp() {
    expect(server.child.exitCode).toBeNull();
    expect(server.child.signalCode).toBeNull();
  }

  it("writes the views it counts within seconds while the database is reachable", async () => {
    // /projects is kept by the render cache from here on: it is served through the outage below.
    const sent = [
      await visit("/"),
      await visit("/about"),
      await visit("/projects"),
      await visit("/no-such-page"),
    ];
    expect(sent.map((s) => s.status)).toEqual([200, 200, 200, 404]);
    await expect
      .poll(storedViews, { timeout: FLUSH_MS + 5000, interval: 100 })
      .toEqual(sent.map(expectedKey));
    expectProcessUp();
  });

  it("serves pages while the database is away and writes their views once it is back", async () => {
    const before = await storedViews();
    const warnedBefore = waitingWarnings().length;
    proxy.cut();

    const sent: Sent[] = [];
    for (let round = 1; round <= 2; round++) {
      // Pages of the site's own words (read from memory), a page the render cache kept, a 404,
      // and a page rendered afresh that reads the database (503: an error, not a view).
      for (const path of ["/", "/about", "/services", "/projects", "/home-two/privacy"]) {
        sent.push(await visit(path));
      }
      sent.push(await visit(`/no-such-page-${round}`));
      sent.push(await visit(`/projects?fresh=${round}`));
    }
    const counted = sent.filter((s) => s.counted);
    expect(sent.map((s) => `${s.path} ${s.status}`)).toEqual(
      [1, 2].flatMap((round) => [
        "/ 200",
        "/about 200",
        "/services 200",
        "/projects 200",
        "/home-two/privacy 200",
        `/no-such-page-${round} 404`,
        `/projects?fresh=${round} 503`,
      ]),
    );
    expect(counted).toHaveLength(12);
    // No page waits on the views: each answered at once.
    const slowest = Math.max(...sent.map((s) => s.ms));
    expect(slowest).toBeLessThan(3000);

    // The log tried, failed, and holds every view in memory; nothing reached the table.
    await timeUntil(
      async () =>
        waitingWarnings()
          .slice(warnedBefore)
          .some((warning) => warning.views === counted.length),
      { timeoutMs: 3 * FLUSH_MS + 5000 },
    );
    expect(await storedViews()).toEqual(before);
    expectProcessUp();

    const restoredAt = Date.now();
    proxy.restore();
    const expected = sorted([...before, ...counted.map(expectedKey)]);
    await expect
      .poll(async () => sorted(await storedViews()), { timeout: 15_000, interval: 100 })
      .toEqual(expected);
    const recoveryMs = Date.now() - restoredAt;
    // Every view once, each its own visitor's: nothing lost, nothing written twice.
    expect(new Set(await storedViews()).size).toBe(expected.length);
    expectProcessUp();

    figures.add({
      fault: "PostgreSQL away (every connection reset) while visitors read pages, then back",
      visitorSaw: `${statusesOf(sent)}, each at once (slowest ${slowest} ms; 503: /projects rendered afresh, which reads the database, not a view); views: ${counted.length} counted while away and held in memory, ${counted.length} written once it was back, 0 lost, 0 written twice`,
      submissions: null,
      processCrashed: false,
      recoveryMs,
    });
  });

  it("loses at most the views of its last batch to a kill -9", async () => {
    const before = await storedViews();
    const written = async () =>
      Number(
        (
          await database.db
            .selectFrom("analytics_views")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    // A visitor reading a page every 100 ms; the kill half a batch interval after a batch is
    // written, so the next batch is cut short.
    const sent: Sent[] = [];
    const started = Date.now();
    let batchWrittenAt = 0;
    while (!batchWrittenAt || Date.now() - batchWrittenAt < FLUSH_MS / 2) {
      sent.push(await visit("/about"));
      if (!batchWrittenAt && (await written()) > before.length) batchWrittenAt = Date.now();
      expect(Date.now() - started).toBeLessThan(FLUSH_MS + 10_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(sent.every((s) => s.status === 200)).toBe(true);
    server.child.kill("SIGKILL");
    const killedAt = Date.now();
    expect((await server.exited).code).toBeNull();

    const stored = (await storedViews()).slice(before.length);
    const keys = sent.map(expectedKey);
    // What was written is the oldest views, each once; what was lost is the newest ones.
    expect(stored).toEqual(keys.slice(0, stored.length));
    expect(stored.length).toBeGreaterThan(0);
    const lost = sent.slice(stored.length);
    expect(lost.length).toBeGreaterThan(0);
    // The last batch: views answered within one batch interval (and a write) of the kill.
    const oldestLostMsBeforeKill = lost.length > 0 ? killedAt - lost[0]!.answeredAt : 0;
    expect(oldestLostMsBeforeKill).toBeLessThan(FLUSH_MS + 1000);

    figures.add({
      fault:
        "kill -9 with the database reachable, a visitor reading a page every 100 ms, half a batch interval after a write",
      visitorSaw: `${statusesOf(sent)}; views: ${sent.length} counted, ${stored.length} written, ${lost.length} lost (those answered in the last ${(oldestLostMsBeforeKill / 1000).toFixed(1)} s before the kill)`,
      submissions: null,
      processCrashed: true,
      recoveryMs: null,
    });
  });

  it("holds at most maxPending views while the database is away, drops the oldest and says how many", async () => {
    const target = new URL(postgresUrl!);
    const ownProxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
    const handle = openDatabase(ownProxy.url(testDb.url), { limits: { connectTimeoutMs: 500 } });
    const warnings: { details: Record<string, unknown>; message: string }[] = [];
    const log = {
      warn: (details: Record<string, unknown>, message: string) =>
        warnings.push({ details, message }),
      info() {},
      error() {},
      debug() {},
    } as unknown as FastifyBaseLogger;
    // flushMs out of the way: the test says when the log writes.
    const views = createPageViewLog({
      database: handle,
      log,
      site: siteHost,
      flushMs: 60_000,
      maxPending: 5,
    });
    const view = (n: number): PageView => ({
      at: new Date(),
      kind: "page",
      path: `/bound/${n}`,
      referrer: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      device: "desktop",
      language: "en",
      enquiryId: null,
      who: { address: `192.0.2.${n}`, userAgent: DESKTOP },
    });
    try {
      // The database goes silent while a write of three views waits for a connection...
      ownProxy.blackhole();
      for (const n of [1, 2, 3]) views.record(view(n));
      const failing = views.flush();
      await timeUntil(async () => ownProxy.openConnections() > 0, { timeoutMs: 2000 });
      // ...five more are counted meanwhile: with the three put back, three too many.
      for (const n of [4, 5, 6, 7, 8]) views.record(view(n));
      await failing;
      // Two more while it is still away: two more of the oldest dropped.
      for (const n of [9, 10]) views.record(view(n));
      expect(warnings.map((w) => [w.message, w.details.views])).toEqual([[WAITING, 3]]);

      ownProxy.restore();
      await views.flush();
      const written = await database.db
        .selectFrom("analytics_views")
        .select("path")
        .where("path", "like", "/bound/%")
        .orderBy("id")
        .execute();
      expect(written.map((row) => row.path)).toEqual([6, 7, 8, 9, 10].map((n) => `/bound/${n}`));
      const dropped = warnings.filter((w) => "dropped" in w.details);
      expect(dropped).toEqual([
        {
          details: { dropped: 5 },
          message: expect.stringContaining("the oldest were not counted"),
        },
      ]);

      figures.add({
        fault:
          "PostgreSQL silent with more views waiting than maxPending (5; 10,000 in production)",
        visitorSaw:
          "nothing (the bound is the page view log's, tested on it alone); views: 10 counted, the newest 5 written once it was back, the oldest 5 dropped and logged once ({ dropped: 5 })",
        submissions: null,
        processCrashed: false,
        recoveryMs: null,
      });
    } finally {
      await handle.close();
      await ownProxy.close();
    }
  });
});
