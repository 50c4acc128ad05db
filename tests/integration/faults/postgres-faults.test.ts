import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../server/db/connection.ts";
import { postgresTestDatabase, postgresUrl, type TestDatabase } from "../../support/databases.ts";
import { EnquiryLedger, type LedgerCount } from "../../support/enquiry-ledger.ts";
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
import { startSmtpSink, type SmtpSink } from "../../support/smtp-sink.ts";
import { startTcpProxy, type TcpProxy } from "../../support/tcp-proxy.ts";

/**
 * PostgreSQL failing under running production servers: connections killed
 * by pg_terminate_backend, a restart (the proxy resets every connection), a
 * statement held past statement_timeout, and a network gone silent. Each app
 * reaches PostgreSQL through a proxy the test controls; the test itself talks
 * to PostgreSQL directly. Two servers: one with the default time limits, one
 * with short ones so the time-limit scenarios finish quickly.
 */

const SHORT = { statementTimeoutMs: 1500, connectTimeoutMs: 1000 };
const figures = faultFigures("postgres");

interface App {
  server: ServerProcess;
  proxy: TcpProxy;
  base: string;
}

describe.runIf(postgresUrl)("PostgreSQL faults under a running server", () => {
  let testDb: TestDatabase;
  let smtp: SmtpSink;
  let database: DatabaseHandle;
  /** The test's own connection, outside any transaction: PostgreSQL keeps
   * pg_stat_activity as first read for the rest of a transaction. */
  let admin: pg.Client;
  let app: App;
  let quick: App;

  async function startApp(env: Record<string, string>): Promise<App> {
    const target = new URL(postgresUrl!);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
    const server = runServer({
      PORT: String(await freePort()),
      DATABASE_URL: proxy.url(testDb.url),
      FORM_RATE_LIMIT_MAX: "100000",
      FORM_MIN_FILL_MS: "0",
      SMTP_URL: smtp.url,
      ENQUIRY_NOTIFY_TO: "sales@genesis.example",
      ...env,
    });
    return { server, proxy, base: server.baseUrl };
  }

  beforeAll(async () => {
    requireBuild();
    testDb = await postgresTestDatabase(postgresUrl!);
    smtp = await startSmtpSink();
    // The first start migrates; the second finds the schema ready.
    app = await startApp({});
    await waitUntilReady(app.server, STARTUP_MS);
    quick = await startApp({
      DATABASE_STATEMENT_TIMEOUT_MS: String(SHORT.statementTimeoutMs),
      DATABASE_CONNECT_TIMEOUT_MS: String(SHORT.connectTimeoutMs),
    });
    await waitUntilReady(quick.server, STARTUP_MS);
    database = testDb.open();
    admin = new pg.Client({ connectionString: testDb.url });
    admin.on("error", () => {});
    await admin.connect();
  }, 2 * STARTUP_MS);

  afterAll(async () => {
    for (const { server, proxy } of [app, quick]) {
      if (server && server.child.exitCode === null) await server.stop("SIGKILL");
      await proxy?.close();
    }
    await database?.close();
    await admin?.end();
    await smtp?.close();
    await testDb?.drop();
    figures.write();
  });

  const locks: { release(): Promise<void> }[] = [];
  afterEach(async () => {
    // A failed test must not leave its locks or its fault to the next one.
    await Promise.all(locks.splice(0).map((lock) => lock.release().catch(() => {})));
    app.proxy.restore();
    quick.proxy.restore();
  });

  /** A transaction of the test's own that locks tables until released. */
  async function lockTables(tables: string[]) {
    const client = new pg.Client({ connectionString: testDb.url });
    client.on("error", () => {}); // dropping the database at the end ends it
    await client.connect();
    await client.query("begin");
    await client.query(`lock table ${tables.join(", ")} in access exclusive mode`);
    let released: Promise<void> | null = null;
    const lock = {
      release() {
        released ??= client.query("commit").then(() => client.end());
        return released;
      },
    };
    locks.push(lock);
    return lock;
  }

  const WAITING_ON_LOCK = `from pg_stat_activity
    where application_name = 'genesis' and datname = current_database()
      and state = 'active' and wait_event_type = 'Lock'`;

  /**
   * Resolves once at least `count` of the apps' queries wait for the test's locks
   * and no more have joined them for half a second. A page may wait on two queries
   * at once (its items, and when the next scheduled one goes live), so `count` can
   * be reached while another request is still on its way to the database; on a
   * slow machine it then ran after the locks were gone and answered 200.
   */
  async function appQueriesWaiting(count: number) {
    const waiting = async () => {
      const { rows } = await admin.query<{ n: string }>(`select count(*) as n ${WAITING_ON_LOCK}`);
      return Number(rows[0]!.n);
    };
    await timeUntil(async () => (await waiting()) >= count);
    let seen = await waiting();
    let steadySince = Date.now();
    while (Date.now() - steadySince < 500) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const now = await waiting();
      if (now !== seen) [seen, steadySince] = [now, Date.now()];
    }
  }

  const page = async ({ base }: App, path: string) => {
    const response = await fetch(`${base}${path}`);
    return { status: response.status, text: await response.text() };
  };
  // A page rendered now, not one the render cache kept: /projects under an
  // address not asked for before (a kept page would not touch the database).
  let fresh = 0;
  const livePage = (target: App) => page(target, `/projects?fresh=${++fresh}`);
  const portfolioApi = async ({ base }: App) => {
    const response = await fetch(`${base}/api/portfolio`, { method: "POST" });
    return { status: response.status, body: (await response.json()) as { success?: boolean } };
  };
  const enquiryAccepted =
    (ledger: EnquiryLedger, { base }: App) =>
    async () =>
      (await ledger.submit(base)).status === 201;

  function expectProcessUp({ server }: App) {
    expect(server.child.exitCode).toBeNull();
    expect(server.child.signalCode).toBeNull();
  }

  async function expectWhole(ledger: EnquiryLedger): Promise<LedgerCount> {
    const count = await ledger.count(database);
    expect(count).toMatchObject({ lost: 0, duplicated: 0, halfStored: 0 });
    return count;
  }

  function expectDesignedErrorPage(answer: { status: number; text: string }) {
    expect(answer.status).toBe(503);
    expect(answer.text).toContain("Something went wrong");
    expect(answer.text).not.toMatch(/\bat .+\.(ts|js):\d+|node_modules|Connection terminated/);
  }

  /** Opens pooled connections ahead, so requests reach their queries together. */
  async function warmUp(target: App) {
    await Promise.all(Array.from({ length: 8 }, () => portfolioApi(target)));
  }

  it("answers 503 to the requests whose connections pg_terminate_backend kills, and lives on", async () => {
    const ledger = new EnquiryLedger();
    await warmUp(app);
    const lock = await lockTables(["contact_enquiries", "portfolio_items"]);
    const enquiries = Array.from({ length: 5 }, () => ledger.submit(app.base));
    const pages = [livePage(app), livePage(app)];
    const reads = [portfolioApi(app)];
    // Every request waits on the lock: a page on two queries (its items, and when the next
    // scheduled item goes live), so ten connections of the pool in all.
    await appQueriesWaiting(8);

    const { rows } = await admin.query(`select pg_terminate_backend(pid) ${WAITING_ON_LOCK}`);
    expect(rows.length).toBeGreaterThanOrEqual(8);
    const terminatedAt = Date.now();
    await lock.release();

    const sent = await Promise.all(enquiries);
    expect(sent.map((s) => s.status)).toEqual(Array(5).fill(503));
    expect(sent.every((s) => s.contentType.startsWith("application/json"))).toBe(true);
    for (const answer of await Promise.all(pages)) expectDesignedErrorPage(answer);
    for (const answer of await Promise.all(reads)) {
      expect(answer).toEqual({ status: 503, body: expect.objectContaining({ success: false }) });
    }
    expectProcessUp(app);

    await timeUntil(enquiryAccepted(ledger, app));
    const recoveryMs = Date.now() - terminatedAt;
    expect((await page(app, "/projects")).status).toBe(200);
    expectProcessUp(app);
    expect(app.server.output()).toContain("A PostgreSQL connection was lost");

    const count = await expectWhole(ledger);
    figures.add({
      fault: "pg_terminate_backend of the connections 8 requests hold",
      visitorSaw:
        "in flight: enquiry 503 JSON ×5, /projects 503 error page ×2, API 503 JSON ×1; then normal",
      submissions: count,
      processCrashed: false,
      recoveryMs,
    });
  });

  it("answers 503 while PostgreSQL restarts and serves again as soon as it is back", async () => {
    const ledger = new EnquiryLedger();
    await warmUp(app);
    // Kept by the render cache from here on (it is served through the outage below).
    expect((await page(app, "/projects")).status).toBe(200);
    const lock = await lockTables(["contact_enquiries", "portfolio_items"]);
    const inFlight = Array.from({ length: 4 }, () => ledger.submit(app.base));
    const inFlightPage = livePage(app);
    await appQueriesWaiting(5);

    app.proxy.cut();
    await lock.release();
    expect((await Promise.all(inFlight)).map((s) => s.status)).toEqual([503, 503, 503, 503]);
    expectDesignedErrorPage(await inFlightPage);

    // While it is down, every request is answered at once, none hangs.
    for (let i = 0; i < 4; i++) {
      const started = Date.now();
      expect((await ledger.submit(app.base)).status).toBe(503);
      expect(Date.now() - started).toBeLessThan(3000);
    }
    expectDesignedErrorPage(await livePage(app));
    // A page kept before the outage is still served, from memory.
    const kept = await page(app, "/projects");
    expect(kept.status).toBe(200);
    expect(kept.text).toContain("Northwind");
    // A page that needs only the site's own words, not kept before the outage, still
    // renders: its settings and legal text as this process last read them, or their seed
    // (decision 037), as when such pages were pre-rendered.
    for (const path of ["/home-two/about", "/home-two/privacy"]) {
      const started = Date.now();
      const answer = await page(app, path);
      expect(answer.status, path).toBe(200);
      expect(answer.text).toContain("+1 (307) 555-0142");
      expect(Date.now() - started).toBeLessThan(3000);
    }
    expect((await portfolioApi(app)).status).toBe(503);
    expect((await fetch(`${app.base}/readyz`)).status).toBe(503);
    expectProcessUp(app);

    app.proxy.restore();
    const recoveryMs = await timeUntil(enquiryAccepted(ledger, app));
    expect((await page(app, "/projects")).status).toBe(200);
    expect((await fetch(`${app.base}/readyz`)).status).toBe(200);
    expectProcessUp(app);

    const count = await expectWhole(ledger);
    figures.add({
      fault: "PostgreSQL restart: every connection reset, new ones refused",
      visitorSaw: `503 JSON / 503 error page at once while down, pages kept by the render cache and pages of the site's own words 200 (${describeStatuses(count.statuses)})`,
      submissions: count,
      processCrashed: false,
      recoveryMs,
    });
  });

  it("cancels a statement held past DATABASE_STATEMENT_TIMEOUT_MS and answers 503", async () => {
    const ledger = new EnquiryLedger();
    const lock = await lockTables(["contact_enquiries"]);
    const started = Date.now();
    const sent = await Promise.all(Array.from({ length: 3 }, () => ledger.submit(quick.base)));
    const waited = Date.now() - started;
    expect(sent.map((s) => s.status)).toEqual([503, 503, 503]);
    expect(waited).toBeGreaterThanOrEqual(SHORT.statementTimeoutMs - 100);
    expect(waited).toBeLessThan(SHORT.statementTimeoutMs + 2500);
    const releasedAt = Date.now();
    await lock.release();

    await timeUntil(enquiryAccepted(ledger, quick));
    const recoveryMs = Date.now() - releasedAt;
    expectProcessUp(quick);
    const count = await expectWhole(ledger);
    figures.add({
      fault: `a lock held past statement_timeout (${SHORT.statementTimeoutMs} ms)`,
      visitorSaw: `503 JSON after ${(waited / 1000).toFixed(1)} s (${describeStatuses(count.statuses)})`,
      submissions: count,
      processCrashed: false,
      recoveryMs,
    });
  });

  it("gives up on a silent network within the connect and query time limits", async () => {
    const ledger = new EnquiryLedger();
    await warmUp(quick);
    quick.proxy.blackhole();
    const started = Date.now();
    const [sent, projects] = await Promise.all([
      Promise.all(Array.from({ length: 3 }, () => ledger.submit(quick.base))),
      livePage(quick),
    ]);
    const waited = Date.now() - started;
    expect(sent.map((s) => s.status)).toEqual([503, 503, 503]);
    expectDesignedErrorPage(projects);
    // The longest wait: an idle pooled connection that went silent (query_timeout,
    // one second past statement_timeout), then a new one that cannot connect.
    expect(waited).toBeLessThan(SHORT.statementTimeoutMs + 1000 + SHORT.connectTimeoutMs + 2500);
    expectProcessUp(quick);

    quick.proxy.restore();
    const recoveryMs = await timeUntil(enquiryAccepted(ledger, quick));
    expectProcessUp(quick);
    const count = await expectWhole(ledger);
    figures.add({
      fault: "network to PostgreSQL silent (packets dropped)",
      visitorSaw: `503 JSON / 503 error page after at most ${(waited / 1000).toFixed(1)} s`,
      submissions: count,
      processCrashed: false,
      recoveryMs,
    });
  });
});
