import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
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
 * and an instance killed outright is replaced.
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
});
