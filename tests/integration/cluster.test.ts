import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startClusterProcess, type ClusterProcess } from "../support/cluster-process.ts";
import { findNginx } from "../../scripts/bench/load.ts";
import type { DatabaseHandle } from "../../server/db/connection.ts";
import { TEST_APP_SECRET } from "../support/config.ts";
import {
  EDITOR,
  OWNER,
  consoleUsers,
  publishPostOverHttp,
  saveSettingsOverHttp,
  signInOverHttp,
} from "../support/console.ts";
import { postgresTestDatabase, postgresUrl, type TestDatabase } from "../support/databases.ts";
import { EnquiryLedger } from "../support/enquiry-ledger.ts";
import { validEnquiry } from "../support/forms.ts";
import { parseHtml } from "../support/html-page.ts";
import { freePort, requireBuild } from "../support/server-process.ts";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink.ts";

/**
 * `npm run cluster` as an operator runs it (docs/scale.md): two instances on a
 * fresh PostgreSQL database and Redis behind Debian's nginx. Requests reach
 * both; nginx serves the build's assets itself and hides /metrics; an
 * enquiry is stored once with one e-mail whichever instance takes it, even
 * when the same key reaches both; a
 * console session works on both; a publish is served by both within a second;
 * a rolling restart under a steady trickle of requests fails none of them;
 * and an instance killed outright is replaced. And the console's analytics
 * (docs/analytics.md) show exactly the views and enquiries a scripted set of
 * visitors sent to both instances: none lost, none counted twice.
 */

const redisUrl = process.env.TEST_REDIS_URL || undefined;
const POST_PAGE = "/blog/seven-signs-your-website-is-slowing-your-business-down";
// Each start of an instance takes 2–3 s on an idle machine, far more on a busy one.
const STEP_MS = 150_000;

const nginx =
  postgresUrl && redisUrl ? findNginx((line) => console.log(`cluster test: ${line}`)) : null;
if (!postgresUrl || !redisUrl) {
  console.warn("TEST_DATABASE_URL or TEST_REDIS_URL is unset: the cluster test is not run.");
} else if (nginx && "skipped" in nginx) {
  console.warn(`The cluster test is not run: ${nginx.skipped}`);
}

function startCluster(env: Record<string, string>): ClusterProcess {
  return startClusterProcess(["--instances", "2", "--no-build"], {
    BUILD_DIR: process.env.BUILD_DIR || "build",
    ...env,
  });
}

/** Runs scripts/cluster.ts to its end without holding up this process (the trickle goes on). */
function run(args: string[], env: Record<string, string>, timeoutMs: number) {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/cluster.ts", ...args], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    timeout: timeoutMs,
  });
  let stdout = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stdout += chunk));
  return new Promise<{ code: number | null; stdout: string }>((done) =>
    child.once("exit", (code) => done({ code, stdout })),
  );
}

/** Who sends a request: the client's own address (its socket's, on loopback) and its browser. */
interface Who {
  address: string;
  userAgent: string;
}
interface Answer {
  status: number;
  /** The instance that answered (X-Instance); null when nginx answered itself. */
  instance: string | null;
}

/**
 * One request through nginx from `who`'s address: the socket is bound to
 * it (any 127.0.0.x reaches nginx on Linux's loopback), so nginx appends it
 * to X-Forwarded-For and the instance (TRUST_PROXY=1) reads it as the
 * client's. A new connection for each request, the whole answer read.
 */
function send(
  base: string,
  who: Who,
  path: string,
  {
    method = "GET",
    headers = {},
    json,
  }: { method?: string; headers?: Record<string, string>; json?: unknown } = {},
): Promise<Answer> {
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      new URL(path, base),
      {
        method,
        localAddress: who.address,
        agent: false,
        timeout: 15_000,
        headers: {
          "user-agent": who.userAgent,
          ...(body
            ? { "content-type": "application/json", "content-length": Buffer.byteLength(body) }
            : {}),
          ...headers,
        },
      },
      (response) => {
        response.resume();
        response.on("error", reject);
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            instance: (response.headers["x-instance"] as string | undefined) ?? null,
          }),
        );
      },
    );
    request.on("timeout", () => request.destroy(new Error(`${method} ${path}: no answer`)));
    request.on("error", reject);
    request.end(body);
  });
}

/** What /admin/analytics shows: each figure card's text, and each table's rows' cells. */
function analyticsPage(html: string) {
  const { document } = parseHtml(html);
  const table = (id: string) =>
    [...document.querySelectorAll(`section[aria-labelledby=${id}] tbody tr`)].map((row) =>
      [...row.children].map((cell) => cell.textContent?.trim()),
    );
  return {
    figures: [...document.querySelectorAll("dl > div")].map((card) =>
      [...card.children].map((part) => part.textContent?.trim()),
    ),
    today: table("analytics-days").at(-1),
    topPages: table("analytics-pages"),
    entryPages: table("analytics-entry-pages"),
    referrers: table("analytics-referrers"),
    campaigns: table("analytics-campaigns"),
    devices: table("analytics-devices"),
    notFound: table("analytics-not-found"),
    bots: table("analytics-bots"),
    bySource: table("analytics-conversion-source"),
    byEntryPage: table("analytics-conversion-entry"),
    funnel: table("analytics-funnel"),
  };
}

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0";
const SAFARI =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
const EDGE =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

describe.runIf(nginx && "binary" in nginx)("npm run cluster (2 instances behind nginx)", () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.splice(0).reverse()) await step().catch(() => {});
  });

  it(
    "spreads requests, stores each enquiry once with one e-mail, keeps sessions and publishes on both, restarts with no failed request, and replaces a killed instance",
    async () => {
      requireBuild();
      const testDb: TestDatabase = await postgresTestDatabase(postgresUrl!);
      cleanup.push(() => testDb.drop());
      const smtp: SmtpSink = await startSmtpSink();
      cleanup.push(() => smtp.close());
      const port = String(await freePort());
      const cluster = startCluster({
        CLUSTER_PORT: port,
        // The console takes posts from its own origin only: the address visitors use.
        SITE_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: testDb.url,
        REDIS_URL: redisUrl!,
        REDIS_KEY_PREFIX: `test-cluster-${process.pid}-${Date.now()}:`,
        BETTER_AUTH_SECRET: TEST_APP_SECRET,
        SMTP_URL: smtp.url,
        ENQUIRY_NOTIFY_TO: "sales@genesis.example",
        FORM_MIN_FILL_MS: "0",
        FORM_RATE_LIMIT_MAX: "100000",
        LOG_LEVEL: "warn",
      });
      cleanup.push(async () => {
        if (cluster.child.exitCode === null) {
          cluster.child.kill("SIGTERM");
          await cluster.exited;
        }
      });
      await cluster.waitFor("Cluster ready", STEP_MS);
      const { base } = cluster;

      // Both instances answer through nginx, each naming itself. On a busy host nginx may
      // set an instance aside for a moment after a slow first answer (max_fails): asked
      // for a few seconds, both answer.
      const names = new Set<string>();
      const until = Date.now() + 10_000;
      for (let i = 0; names.size < 2 && (i < 10 || Date.now() < until); i++) {
        const response = await fetch(`${base}/healthz`);
        expect(response.status).toBe(200);
        names.add(response.headers.get("x-instance") ?? "");
      }
      expect([...names].sort()).toEqual(["genesis-1", "genesis-2"]);

      // The build's assets come from nginx, cached for good; /metrics is not for visitors.
      const buildDir = process.env.BUILD_DIR || "build";
      const script = readdirSync(join(buildDir, "client", "assets")).find((f) => f.endsWith(".js"));
      const asset = await fetch(`${base}/assets/${script}`, {
        headers: { "accept-encoding": "gzip" },
      });
      expect(asset.status).toBe(200);
      expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(asset.headers.get("x-instance")).toBeNull();
      expect(asset.headers.get("content-encoding")).toBe("gzip");
      // Brotli where Debian's module is installed (.ci/run installs it).
      if (existsSync("/usr/lib/nginx/modules/ngx_http_brotli_static_module.so")) {
        const br = await fetch(`${base}/assets/${script}`, {
          headers: { "accept-encoding": "br, gzip" },
        });
        expect(br.headers.get("content-encoding")).toBe("br");
      }
      expect((await fetch(`${base}/metrics`)).status).toBe(404);
      // One request id from nginx to the app and back.
      const traced = await fetch(`${base}/healthz`, { headers: { "x-request-id": "trace-19" } });
      expect(traced.headers.get("x-request-id")).toBe("trace-19");

      // An enquiry through nginx: stored once, its e-mail sent once.
      const ledger = new EnquiryLedger();
      expect((await ledger.submit(base)).status).toBe(201);
      await smtp.waitFor(1, 20_000);

      // The same submission with the same key on each instance, as a browser
      // retrying through the load balancer may do: answered from the first, stored once.
      const key = `cluster-key-${Date.now()}`;
      const sameKey = (port: number) =>
        fetch(`http://127.0.0.1:${port}/api/contact`, {
          method: "POST",
          headers: { "content-type": "application/json", "idempotency-key": key },
          body: JSON.stringify({ ...validEnquiry, message: `One key, two instances (${key}).` }),
        });
      const [one, two] = cluster.instances();
      const firstTry = await sameKey(one!.port);
      expect(firstTry.status).toBe(201);
      const secondTry = await sameKey(two!.port);
      expect(secondTry.status).toBe(201);
      expect(secondTry.headers.get("idempotent-replayed")).toBe("true");
      expect(await secondTry.json()).toEqual(await firstTry.json());

      // A console session works on whichever instance a request reaches.
      const { openDatabase } = await import("../../server/db/connection.ts");
      const database: DatabaseHandle = openDatabase(testDb.url);
      cleanup.push(() => database.close());
      await consoleUsers(database).add(EDITOR.email, "editor", EDITOR.password, "test");
      const cookie = await signInOverHttp(base, EDITOR);
      const consoleAnswers = new Set<string>();
      for (let i = 0; i < 8; i++) {
        const overview = await fetch(`${base}/admin`, { headers: { cookie }, redirect: "manual" });
        expect(overview.status).toBe(200);
        expect(await overview.text()).toContain("Overview");
        consoleAnswers.add(overview.headers.get("x-instance") ?? "");
      }
      expect(consoleAnswers.size).toBe(2);

      // A publish on one instance is on the next page every instance serves,
      // though each had kept the page (Redis tells the render caches).
      const keptOn = new Set<string>();
      for (let i = 0; i < 8; i++) {
        const page = await fetch(`${base}${POST_PAGE}`);
        if (page.headers.get("x-render-cache") === "hit")
          keptOn.add(page.headers.get("x-instance") ?? "");
      }
      expect(keptOn.size).toBe(2);
      const title = `Seven signs, as published through nginx ${Date.now()}`;
      const published = await publishPostOverHttp(
        base,
        cookie,
        database,
        POST_PAGE.split("/").pop()!,
        title,
      );
      expect(published.status).toBe(303);
      const publishedAt = Date.now();
      const servedBy = new Set<string>();
      while (servedBy.size < 2 && Date.now() - publishedAt < 5000) {
        const page = await fetch(`${base}${POST_PAGE}`);
        if ((await page.text()).includes(title)) servedBy.add(page.headers.get("x-instance") ?? "");
      }
      const seenAfterMs = Date.now() - publishedAt;
      expect(servedBy.size).toBe(2);
      expect(seenAfterMs).toBeLessThan(1000);
      console.log(`cluster test: a publish was served by both instances after ${seenAfterMs} ms`);

      // An owner's settings change is on every page both instances serve within a
      // second, though each had kept the contact page: no rebuild, no restart.
      await consoleUsers(database).add(OWNER.email, "owner", OWNER.password, "test");
      const ownerCookie = await signInOverHttp(base, OWNER);
      const contactKeptOn = new Set<string>();
      for (let i = 0; i < 8; i++) {
        const page = await fetch(`${base}/contact`);
        if (page.headers.get("x-render-cache") === "hit")
          contactKeptOn.add(page.headers.get("x-instance") ?? "");
      }
      expect(contactKeptOn.size).toBe(2);
      const phone = `+1 (307) 555-${String(Date.now()).slice(-4)}`;
      const saved = await saveSettingsOverHttp(base, ownerCookie, { phone });
      expect(saved.status).toBe(303);
      const savedAt = Date.now();
      const phoneServedBy = new Set<string>();
      while (phoneServedBy.size < 2 && Date.now() - savedAt < 5000) {
        const page = await fetch(`${base}/contact`);
        if ((await page.text()).includes(phone))
          phoneServedBy.add(page.headers.get("x-instance") ?? "");
      }
      const phoneSeenAfterMs = Date.now() - savedAt;
      expect(phoneServedBy.size).toBe(2);
      expect(phoneSeenAfterMs).toBeLessThan(1000);
      console.log(
        `cluster test: a settings change was served by both instances after ${phoneSeenAfterMs} ms`,
      );

      // A rolling restart while visitors keep coming: 20 requests a second,
      // pages, the API and enquiries, until the last old instance has exited.
      const failures: string[] = [];
      let answered = 0;
      const inFlight: Promise<void>[] = [];
      let restarting = true;
      // nginx's reload closes its idle keep-alive connections; one this client
      // picks from its pool just then fails before any answer ("fetch failed").
      // Browsers send such a request again on a new connection; so does this, once.
      // An enquiry goes again with its idempotency key, so it is stored once even
      // if the first try had reached an instance. (CI once saw an enquiry go unanswered here.)
      let retried = 0;
      const enquiry = async () => {
        let sent = await ledger.submit(base, { timeoutMs: 15_000 });
        if (sent.status === 0 && sent.error === "fetch failed") {
          retried += 1;
          sent = await ledger.retry(base, sent);
        }
        if (sent.status === 0) throw new Error(`enquiry unanswered: ${sent.error}`);
        return sent.status;
      };
      const trickle = (async () => {
        for (let i = 0; restarting; i++) {
          const send = () =>
            fetch(i % 2 ? `${base}/about` : `${base}/api/portfolio`, {
              method: i % 2 ? "GET" : "POST",
              signal: AbortSignal.timeout(15_000),
            }).then(async (r) => (await r.arrayBuffer(), r.status));
          const request =
            i % 5 === 4
              ? enquiry()
              : send().catch((error: Error) =>
                  error.message === "fetch failed"
                    ? ((retried += 1), send())
                    : Promise.reject(error),
                );
          inFlight.push(
            request
              .then((status) => {
                answered += 1;
                if (status >= 300) failures.push(`request ${i}: ${status}`);
              })
              .catch((error: Error) => void failures.push(`request ${i}: ${error.message}`)),
          );
          await new Promise((r) => setTimeout(r, 50));
        }
      })();
      const restartStarted = Date.now();
      // As an operator does it: `npm run cluster -- --restart`, which waits for the outcome.
      const restart = await run(["--restart"], { CLUSTER_PORT: cluster.port }, 2 * STEP_MS);
      restarting = false;
      const restartMs = Date.now() - restartStarted;
      expect(restart.code, restart.stdout).toBe(0);
      expect(restart.stdout).toMatch(/Rolling restart done: genesis-3 .*, genesis-4 /);
      await cluster.waitFor("Rolling restart done", 1000);
      await trickle;
      await Promise.all(inFlight);

      expect(failures).toEqual([]);
      expect(answered).toBeGreaterThan(20);
      console.log(
        `cluster test: rolling restart took ${(restartMs / 1000).toFixed(1)} s; ${answered} requests answered, none failed, ${retried} sent again on a new connection`,
      );
      const after = new Set<string>();
      for (let i = 0; i < 6; i++)
        after.add((await fetch(`${base}/healthz`)).headers.get("x-instance") ?? "");
      expect([...after].sort()).toEqual(["genesis-3", "genesis-4"]);

      // Every enquiry stored once with its one outbox row, and one e-mail each.
      const count = await ledger.count(database);
      expect(count).toMatchObject({ lost: 0, duplicated: 0, halfStored: 0 });
      expect(count.acknowledged).toBe(count.sent);
      expect(count.stored).toBe(count.sent);
      // One more: the enquiry sent with one key to both instances.
      await smtp.waitFor(count.sent + 1, 30_000);
      await new Promise((r) => setTimeout(r, 1000));
      expect(smtp.messages.length).toBe(count.sent + 1);
      const sameKeyRows = await database.db
        .selectFrom("contact_enquiries")
        .select("id")
        .where("message", "=", `One key, two instances (${key}).`)
        .execute();
      expect(sameKeyRows).toHaveLength(1);

      // An instance killed outright: nginx leaves it out at its first failure
      // and tries a page on the other; the cluster starts a replacement.
      const victim = cluster.instances().find((i) => i.name === "genesis-3")!;
      const mark = cluster.output().length;
      process.kill(victim.pid, "SIGKILL");
      for (let i = 0; i < 6; i++) expect((await fetch(`${base}/about`)).status).toBe(200);
      await cluster.waitFor("Replaced genesis-3 ", STEP_MS, mark);
      const replaced = new Set<string>();
      for (let i = 0; i < 6; i++)
        replaced.add((await fetch(`${base}/healthz`)).headers.get("x-instance") ?? "");
      expect([...replaced].sort()).toEqual(["genesis-4", "genesis-5"]);

      // Ctrl-C (SIGINT) or SIGTERM stops nginx and the instances, and the cluster exits cleanly.
      cluster.child.kill("SIGTERM");
      expect(await cluster.exited).toBe(0);
    },
    4 * STEP_MS,
  );

  it(
    "shows on /admin/analytics exactly the views and enquiries sent to both instances: none lost, none counted twice",
    async () => {
      requireBuild();
      // A cluster of its own on a fresh database (some 3–4 s to start): every figure and
      // table of the page is then exactly this script's, compared whole, rather than the
      // difference from what the step above left (its trickle, its publish checks, and
      // the views of the instance it killed outright).
      const setupStarted = Date.now();
      const testDb: TestDatabase = await postgresTestDatabase(postgresUrl!);
      cleanup.push(() => testDb.drop());
      const port = String(await freePort());
      const cluster = startCluster({
        CLUSTER_PORT: port,
        SITE_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: testDb.url,
        REDIS_URL: redisUrl!,
        REDIS_KEY_PREFIX: `test-cluster-analytics-${process.pid}-${Date.now()}:`,
        BETTER_AUTH_SECRET: TEST_APP_SECRET,
        FORM_MIN_FILL_MS: "0",
        FORM_RATE_LIMIT_MAX: "100000",
        LOG_LEVEL: "warn",
      });
      cleanup.push(() => cluster.stop());
      await cluster.waitFor("Cluster ready", STEP_MS);
      const { base } = cluster;
      const { openDatabase } = await import("../../server/db/connection.ts");
      const database: DatabaseHandle = openDatabase(testDb.url);
      cleanup.push(() => database.close());
      await consoleUsers(database).add(EDITOR.email, "editor", EDITOR.password, "test");
      const cookie = await signInOverHttp(base, EDITOR);
      // Both instances answer before the script starts (see the step above: nginx may set
      // one aside for a moment after a slow first answer).
      const ready = new Set<string>();
      for (const until = Date.now() + 10_000; ready.size < 2 && Date.now() < until;) {
        ready.add((await fetch(`${base}/healthz`)).headers.get("x-instance") ?? "");
      }
      expect(ready.size).toBe(2);
      const setupMs = Date.now() - setupStarted;
      // A visitor is a person on a UTC day: the script and its reads run within one.
      const untilMidnight = 86_400_000 - (Date.now() % 86_400_000);
      if (untilMidnight < 60_000) await new Promise((r) => setTimeout(r, untilMidnight + 1000));

      // Six visitors, told apart as the app tells them: by the address nginx appends to
      // X-Forwarded-For (each request's socket is bound to its visitor's loopback address,
      // 127.0.0.x) and by the User-Agent. Cat shares Ben's browser from another address,
      // Dan shares Cat's address with another browser: four visitors, not two.
      const ana: Who = { address: "127.0.0.11", userAgent: IPHONE };
      const ben: Who = { address: "127.0.0.12", userAgent: CHROME };
      const cat: Who = { address: "127.0.0.13", userAgent: CHROME };
      const dan: Who = { address: "127.0.0.13", userAgent: FIREFOX };
      const eve: Who = { address: "127.0.0.14", userAgent: SAFARI };
      const fay: Who = { address: "127.0.0.15", userAgent: EDGE };
      const bot: Who = { address: "127.0.0.16", userAgent: GOOGLEBOT };
      // Views by instance. Each of nginx's workers sends its requests to the instances in
      // turn, so of these sixteen in a row (more than there are workers) both take some.
      const viewsOn = new Map<string, number>();
      const view = async (who: Who, path: string, headers: Record<string, string> = {}) => {
        const answer = await send(base, who, path, { headers });
        expect(answer.status, path).toBe(200);
        viewsOn.set(answer.instance!, (viewsOn.get(answer.instance!) ?? 0) + 1);
      };
      const scriptStarted = Date.now();
      // Three rounds, a page for each visitor in turn: each visitor's day begins with the
      // first round (its entry page and its source), milliseconds before its next page.
      // Ana comes from a campaign, Ben from a link on another site; the others directly.
      // Some pages as React Router's data requests, as when navigating in the site.
      await view(ana, "/?utm_source=newsletter&utm_medium=email&utm_campaign=spring");
      await view(ben, "/services", { referer: "https://news.example.org/issue/12" });
      await view(cat, "/about");
      await view(dan, "/_root.data");
      await view(eve, "/blog");
      await view(fay, "/contact");
      // A forged X-Forwarded-For changes nothing: nginx's own entry is the one trusted.
      await view(ben, "/about.data", { "x-forwarded-for": "203.0.113.7" });
      await view(ana, "/services.data");
      await view(cat, "/services.data");
      await view(dan, "/services");
      await view(eve, "/about");
      await view(fay, "/about.data");
      await view(ana, "/contact");
      await view(ben, "/contact", { "x-forwarded-for": "203.0.113.8" });
      await view(cat, "/contact.data");
      await view(dan, "/projects");
      const pageViews = 16;
      // Counted apart: a 404 and a bot's two pages.
      expect((await send(base, eve, "/no-such-page")).status).toBe(404);
      expect((await send(base, bot, "/")).status).toBe(200);
      expect((await send(base, bot, "/about")).status).toBe(200);
      // Never counted: a prefetch, a HEAD, the console, the API and a file, each answered by
      // an instance.
      for (const [who, path, options] of [
        [cat, "/about", { headers: { "sec-purpose": "prefetch" } }],
        [ben, "/services", { method: "HEAD" }],
        [dan, "/admin/login", {}],
        [dan, "/api/portfolio", {}],
        [fay, "/sitemap.xml", {}],
      ] as const) {
        const answer = await send(base, who, path, options);
        expect(answer.status, path).toBe(200);
        expect(answer.instance, path).toMatch(/^genesis-\d$/);
      }
      // Ana and Ben send an enquiry from the contact page, with the browser they read it in.
      for (const [who, name] of [
        [ana, "ana"],
        [ben, "ben"],
      ] as const) {
        const sent = await send(base, who, "/api/contact", {
          method: "POST",
          json: {
            ...validEnquiry,
            email: `${name}@example.com`,
            message: `An enquiry from ${name}, counted in the cluster's analytics.`,
            sourceForm: "get-in-touch",
            sourcePage: "/contact",
          },
        });
        expect(sent.status).toBe(201);
      }
      const scriptMs = Date.now() - scriptStarted;
      expect([...viewsOn.keys()].sort()).toEqual(["genesis-1", "genesis-2"]);

      // What the page must show for the last 7 days, and nothing else: the database is this
      // step's alone. Each instance writes its views within 2 s (and the one answering the
      // page writes its own first): read until the figures are complete.
      const today = new Date().toISOString().slice(0, 10);
      const expected = {
        figures: [
          ["Visitors", "6", "Previous period: 0"],
          ["Page views", String(pageViews), "Previous period: 0"],
          ["Enquiries", "2", "Previous period: 0"],
          ["Conversion rate", "33.3%", "Previous period: —"],
        ],
        today: [today, "6", String(pageViews), "2"],
        topPages: [
          ["/about", "4", "4"],
          ["/contact", "4", "4"],
          ["/services", "4", "4"],
          ["/", "2", "2"],
          ["/blog", "1", "1"],
          ["/projects", "1", "1"],
        ],
        entryPages: [
          ["/", "2", "2"],
          ["/about", "1", "1"],
          ["/blog", "1", "1"],
          ["/contact", "1", "1"],
          ["/services", "1", "1"],
        ],
        referrers: [["news.example.org", "1", "1"]],
        campaigns: [["newsletter / email / spring", "1", "1"]],
        devices: [
          ["Desktop", "5", "13"],
          ["Phone", "1", "3"],
        ],
        notFound: [["/no-such-page", "1", "1"]],
        bots: [
          ["/", "1"],
          ["/about", "1"],
        ],
        // Ana's day began with the campaign, Ben's with the other site: each sent one.
        bySource: [
          ["Direct or unknown", "4", "0 (0%)"],
          ["news.example.org", "1", "1 (100%)"],
          ["newsletter / email / spring", "1", "1 (100%)"],
        ],
        byEntryPage: [
          ["/", "2", "1 (50%)"],
          ["/services", "1", "1 (100%)"],
          ["/about", "1", "0 (0%)"],
          ["/blog", "1", "0 (0%)"],
          ["/contact", "1", "0 (0%)"],
        ],
        // Ana, Ben, Cat and Dan read a service page; Ana, Ben and Cat the contact page after
        // it (Fay before it); Ana and Ben then sent their enquiries.
        funnel: [
          ["Read a service page", "4", "—"],
          ["Then the contact page", "3", "25%"],
          ["Then sent an enquiry", "2", "33.3%"],
        ],
      };
      const read = async () => {
        const response = await fetch(`${base}/admin/analytics?range=7`, { headers: { cookie } });
        expect(response.status).toBe(200);
        return {
          instance: response.headers.get("x-instance") ?? "",
          page: analyticsPage(await response.text()),
        };
      };
      const readStarted = Date.now();
      await expect
        .poll(async () => (await read()).page.figures, { timeout: 15_000, interval: 200 })
        .toEqual(expected.figures);
      const completeMs = Date.now() - readStarted;
      expect((await read()).page).toEqual(expected);

      // Some seconds on, when every batch of both instances is long written, each instance
      // (writing what it holds before it answers) shows the same: nothing counted twice.
      await new Promise((r) => setTimeout(r, 3000));
      const answeredBy = new Set<string>();
      for (let i = 0; answeredBy.size < 2 && i < 10; i++) {
        const { instance, page } = await read();
        expect(page).toEqual(expected);
        answeredBy.add(instance);
      }
      expect(answeredBy.size).toBe(2);
      // And the rows themselves: one for each view, 404, bot's page and enquiry sent.
      const rows = await database.db
        .selectFrom("analytics_views")
        .select(["kind", (eb) => eb.fn.countAll<string>().as("rows")])
        .groupBy("kind")
        .orderBy("kind")
        .execute();
      expect(rows.map(({ kind, rows }) => [kind, Number(rows)])).toEqual([
        ["bot", 2],
        ["enquiry", 2],
        ["not-found", 1],
        ["page", pageViews],
      ]);
      // The CSV says the same.
      const csv = await fetch(`${base}/admin/analytics/export?range=7`, { headers: { cookie } });
      expect(csv.status).toBe(200);
      expect((await csv.text()).split("\r\n")[1]).toMatch(
        new RegExp(`^Figures,.*,6,${pageViews},2,0\\.3333$`),
      );
      console.log(
        `cluster test: analytics: cluster ready in ${(setupMs / 1000).toFixed(1)} s; ${pageViews} views (${[...viewsOn].map(([name, n]) => `${n} on ${name}`).join(", ")}) and 2 enquiries sent in ${scriptMs} ms, all on the page after ${completeMs} ms`,
      );
      expect(await cluster.stop()).toBe(0);
    },
    2 * STEP_MS,
  );
});
