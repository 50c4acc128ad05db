import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../../server/db/connection.ts";
import { TEST_APP_SECRET } from "../../tests/support/config.ts";
import {
  EDITOR,
  consoleUsers,
  publishPostOverHttp,
  signInOverHttp,
} from "../../tests/support/console.ts";
import { postgresTestDatabase } from "../../tests/support/databases.ts";
import { EnquiryLedger, type LedgerCount } from "../../tests/support/enquiry-ledger.ts";
import { describeStatuses } from "../../tests/support/fault-figures.ts";
import { parseMail } from "../../tests/support/mail-message.ts";
import { startSmtpSink, type SmtpSink } from "../../tests/support/smtp-sink.ts";
import { startTcpProxy, type TcpProxy } from "../../tests/support/tcp-proxy.ts";
import { startClusterProcess, type ClusterProcess } from "./cluster-process.ts";
import { clusterRoles, coresByRole, sampleCpu } from "./cpu.ts";
import { KEPT_PAGE, LOAD, measure, targets, type Measurement, type Target } from "./load.ts";
import { freePort } from "./net.ts";
import { findNginx } from "./nginx.ts";
import { BUILD_DIR } from "./server.ts";
import { SteadyLoad } from "./steady-load.ts";

/**
 * `npm run bench -- --cluster` (docs/scale.md): `npm run cluster` at 1, 2 and 4
 * instances behind nginx on loopback, measured under bounded load; then, at
 * two instances and under a steady stream of visitors, the time from Publish
 * to a second instance and four faults. Everything runs on a PostgreSQL
 * database made for the run (dropped after) on the server of DATABASE_URL,
 * and on REDIS_URL through a TCP proxy of its own, so "Redis restarted" never
 * touches the machine's Redis. The fault tests' tools are reused as they are
 * (tests/support: the enquiry ledger, the TCP proxy, the SMTP sink).
 */

export const INSTANCE_COUNTS = [1, 2, 4] as const;
const START_TIMEOUT_MS = 180_000;
const PUBLISHES = 5;

export const TARGETS = ["cached", "live", "enquiries"] as const;
type TargetName = (typeof TARGETS)[number];

export interface ScaleRow {
  instances: number;
  cached: Measurement;
  live: Measurement;
  enquiries: Measurement;
  /** Cores used during each measurement, by part ("instances", "nginx", …, "machine"). */
  cpu: Record<TargetName, Record<string, number>>;
}

/** A longer warm-up than the single-server bench's: each cluster is new, its code not yet optimised. */
const WARM_UP_SECONDS = 5;

export interface FaultRow {
  fault: string;
  /** What was done, in words. */
  how: string;
  requests: number;
  failed: number;
  /** "502 ×3" and the like. */
  failedAs: string;
  /** Enquiries that got no 201 and were sent again with their key, as a visitor resubmits. */
  resubmitted: number;
  enquiries: LedgerCount;
  /** From the fault to the last failed answer (0: none failed). */
  recoveryMs: number;
  /** What else was measured: the replacement's start, the restart's length. */
  note: string;
  /** The prefix of this fault's enquiry markers (EnquiryLedger), to trace an e-mail back to it. */
  ledgerRun: string;
}

export interface ScaleReport {
  generatedAt: string;
  durationSeconds: number;
  machine: { cpus: number; cpuModel: string; loadAverage: { start: number; end: number } };
  load: typeof LOAD;
  rows: ScaleRow[];
  publishToSecondInstanceMs: number[];
  faults: FaultRow[];
  mails: MailAccount;
  problems: string[];
}

export async function runScale(log: (line: string) => void): Promise<ScaleReport> {
  const started = Date.now();
  const loadAtStart = loadavg()[0]!;
  const databaseUrl = process.env.DATABASE_URL ?? "";
  const redisUrl = process.env.REDIS_URL ?? "";
  if (!databaseUrl.startsWith("postgres") || !redisUrl.startsWith("redis")) {
    throw new Error(
      "npm run bench -- --cluster needs PostgreSQL and Redis, as npm run cluster does: set " +
        "DATABASE_URL=postgres://… (a database of its own is made on that server for the run, and dropped after) " +
        "and REDIS_URL=redis://…",
    );
  }
  const nginx = findNginx(log);
  if ("skipped" in nginx) throw new Error(`Cannot run nginx: ${nginx.skipped}`);

  const cleanup: (() => Promise<unknown>)[] = [];
  try {
    const made = await postgresTestDatabase(databaseUrl);
    cleanup.push(() => made.drop());
    const scaleDb = { url: made.url, name: new URL(made.url).pathname.slice(1) };
    const database = openDatabase(scaleDb.url);
    cleanup.push(() => database.close());
    const redisTarget = new URL(redisUrl);
    const redisProxy = await startTcpProxy({
      host: redisTarget.hostname,
      port: Number(redisTarget.port || 6379),
    });
    cleanup.push(() => redisProxy.close());
    const smtp = await startSmtpSink();
    cleanup.push(() => smtp.close());

    const env = (port: number, mail: boolean): Record<string, string> => ({
      CLUSTER_PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      BUILD_DIR,
      DATABASE_URL: scaleDb.url,
      REDIS_URL: redisProxy.url(redisUrl),
      REDIS_KEY_PREFIX: `genesis-scale-${process.pid}-${Date.now()}:`,
      // The ledger's enquiries carry stamps signed with it (tests/support/forms.ts).
      BETTER_AUTH_SECRET: TEST_APP_SECRET,
      FORM_MIN_FILL_MS: "0",
      FORM_RATE_LIMIT_MAX: "100000",
      LOG_LEVEL: mail ? "info" : "warn",
      // The load figures are without notification e-mail; the fault runs send it.
      ...(mail ? { SMTP_URL: smtp.url, ENQUIRY_NOTIFY_TO: "sales@genesis.example" } : {}),
    });
    const start = async (instances: number, mail: boolean) => {
      const cluster = startClusterProcess(
        ["--instances", String(instances), "--no-build"],
        env(await freePort(), mail),
      );
      cleanup.push(() => cluster.stop());
      await cluster.waitFor("Cluster ready", START_TIMEOUT_MS);
      return cluster;
    };

    const [cachedTarget, , , , enquiryTarget] = targets("scale@example.com");
    const liveTarget: Target = {
      label: "Live page GET /blog?q=website",
      method: "GET",
      path: "/blog?q=website",
      headers: { "accept-encoding": "br, gzip" },
      unique: true,
    };
    const rows: ScaleRow[] = [];
    let publishToSecondInstanceMs: number[] = [];
    for (const instances of INSTANCE_COUNTS) {
      log(`${instances} instance(s): starting the cluster`);
      const cluster = await start(instances, false);
      const row: Partial<ScaleRow> = { instances, cpu: {} as ScaleRow["cpu"] };
      const byTarget: Record<TargetName, Target> = {
        cached: cachedTarget!,
        live: liveTarget,
        enquiries: enquiryTarget!,
      };
      const roles = clusterRoles(cluster.instances().map((i) => i.pid));
      for (const key of TARGETS) {
        const target = byTarget[key];
        const before = sampleCpu();
        row[key] = await measure(cluster.base, target, WARM_UP_SECONDS);
        row.cpu![key] = coresByRole(before, sampleCpu(), roles);
        log(
          `${instances} instance(s), ${target.label}: ${describe(row[key])}; cores ${JSON.stringify(row.cpu![key], (_k, v: unknown) => (typeof v === "number" ? Number(v.toFixed(2)) : v))}`,
        );
      }
      rows.push(row as ScaleRow);
      if (instances === 2) {
        publishToSecondInstanceMs = await timePublishes(cluster, database);
        log(`Publish to a second instance: ${publishToSecondInstanceMs.join(", ")} ms`);
      }
      await cluster.stop();
    }

    log("Faults under steady load, 2 instances");
    const cluster = await start(2, true);
    const faults = await runFaults(cluster, scaleDb, database, redisProxy, log);

    // Every stored enquiry has its one e-mail (the outbox relays after the answer;
    // one claimed by the killed instance waits for its claim to expire).
    const mails = await accountForMail(smtp, database, faults, log);
    await cluster.stop();
    // The instances' own words (warnings and errors), for digging.
    writeFileSync(join(BUILD_DIR, "scale-cluster.log"), cluster.output());

    const problems = [
      ...faults.flatMap((f) =>
        [
          f.enquiries.lost ? `${f.fault}: ${f.enquiries.lost} acknowledged enquiries lost` : "",
          f.enquiries.duplicated ? `${f.fault}: ${f.enquiries.duplicated} stored twice` : "",
          f.enquiries.halfStored ? `${f.fault}: ${f.enquiries.halfStored} half-stored` : "",
          f.enquiries.stored < f.enquiries.sent
            ? `${f.fault}: ${f.enquiries.sent - f.enquiries.stored} enquiries not stored after resubmission`
            : "",
        ].filter(Boolean),
      ),
      ...faults
        .filter((f) => f.fault === "Rolling restart" && f.failed > 0)
        .map((f) => `Rolling restart: ${f.failed} failed requests`),
      mails.sent !== mails.stored || mails.miscounted.length
        ? `${mails.sent} notification e-mails for ${mails.stored} stored enquiries` +
          mails.miscounted
            .map(
              (m) => `; outbox row ${m.outboxId} (${m.fault}) arrived ${m.copies} times: ${m.row}`,
            )
            .join("")
        : "",
      publishToSecondInstanceMs.some((ms) => ms > 1000)
        ? `Publish to a second instance took more than a second: ${publishToSecondInstanceMs.join(", ")} ms`
        : "",
    ].filter(Boolean);

    return {
      generatedAt: new Date().toISOString(),
      durationSeconds: (Date.now() - started) / 1000,
      machine: {
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model.trim() ?? "unknown",
        loadAverage: { start: loadAtStart, end: loadavg()[0]! },
      },
      load: LOAD,
      rows,
      publishToSecondInstanceMs,
      faults,
      mails,
      problems,
    };
  } finally {
    for (const step of cleanup.reverse()) await step().catch(() => {});
  }
}

interface MailMiscount {
  outboxId: string;
  /** E-mails that arrived with its Message-ID: 0 (never) or more than 1. */
  copies: number;
  /** The outbox row as the run ended: status, attempts, claim, last error. */
  row: string;
  /** The fault during which its enquiry was sent ("between faults" for the rest). */
  fault: string;
}

export interface MailAccount {
  /** Enquiries of the fault runs in the database, each with one outbox row. */
  stored: number;
  /** E-mails that arrived. */
  sent: number;
  /** Rows whose e-mail arrived late: after the claim of an instance that was killed expired. */
  delayed: { outboxId: string; fault: string; afterSeconds: number }[];
  miscounted: MailMiscount[];
}

/** The outbox row an e-mail was sent for: its Message-ID is `<row id@site>`. */
const messageIdOf = (raw: string) =>
  /^<([^@>]+)@/.exec(parseMail(raw).header("message-id") ?? "")?.[1] ?? "unknown";

/**
 * Waits for the e-mail of every enquiry the fault runs stored (a claim held by
 * a killed instance is taken over once it expires, up to the outbox's two-minute
 * lease), then compares each outbox row with the e-mails that arrived with its
 * Message-ID (one per row).
 */
async function accountForMail(
  smtp: SmtpSink,
  database: DatabaseHandle,
  faults: FaultRow[],
  log: (line: string) => void,
): Promise<MailAccount> {
  const read = () =>
    database.db
      .selectFrom("mail_outbox")
      .innerJoin("contact_enquiries", "contact_enquiries.id", "mail_outbox.enquiry_id")
      .select([
        "mail_outbox.id",
        "mail_outbox.status",
        "mail_outbox.attempts",
        "mail_outbox.locked_until",
        "mail_outbox.last_error",
        "contact_enquiries.message",
      ])
      .where("contact_enquiries.message", "like", "Fault test enquiry%")
      .execute();
  const faultOf = (message: string) =>
    faults.find((f) => f.ledgerRun && message.includes(f.ledgerRun))?.fault ?? "between faults";
  const waitStarted = Date.now();
  let rows = await read();
  const arrivedIds = () => new Set(smtp.messages.map((m) => messageIdOf(m.raw)));
  const missingNow = () => {
    const arrived = arrivedIds();
    return rows.filter((row) => !arrived.has(row.id));
  };
  // The outbox relays within a second or so; 15 s is plenty for everything not held.
  while (missingNow().length && Date.now() - waitStarted < 15_000) {
    await new Promise((r) => setTimeout(r, 250));
    rows = await read();
  }
  // What is still missing was claimed by an instance that died (kill -9) before
  // sending it: another takes it over once the claim expires (the two-minute lease).
  const stillMissing = missingNow();
  const held = new Map(stillMissing.map((row) => [row.id, faultOf(row.message)]));
  for (const row of stillMissing)
    log(`E-mail of outbox row ${row.id} held by a claim until ${row.locked_until}: waiting`);
  const arrivedAfter = new Map<string, number>();
  const deadline = Date.now() + 3 * 60_000;
  while (missingNow().length && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 1000));
    rows = await read();
    const arrived = arrivedIds();
    for (const id of held.keys())
      if (arrived.has(id) && !arrivedAfter.has(id))
        arrivedAfter.set(id, Math.round((Date.now() - waitStarted) / 1000));
  }
  const copies = new Map<string, number>();
  for (const message of smtp.messages) {
    const id = messageIdOf(message.raw);
    copies.set(id, (copies.get(id) ?? 0) + 1);
  }
  return {
    stored: rows.length,
    sent: smtp.messages.length,
    delayed: [...held]
      .filter(([id]) => copies.get(id) === 1)
      .map(([outboxId, fault]) => ({
        outboxId,
        fault,
        afterSeconds: arrivedAfter.get(outboxId) ?? 0,
      })),
    miscounted: rows
      .filter((row) => (copies.get(row.id) ?? 0) !== 1)
      .map((row) => ({
        outboxId: row.id,
        copies: copies.get(row.id) ?? 0,
        row: `${row.status}, ${row.attempts} attempt(s), claimed until ${row.locked_until ?? "–"}${row.last_error ? `, ${row.last_error}` : ""}`,
        fault: faultOf(row.message),
      })),
  };
}

/**
 * An editor publishes a post through nginx, and the other instance, which
 * had kept the page, is asked directly until it serves the new title.
 */
async function timePublishes(cluster: ClusterProcess, database: DatabaseHandle) {
  const { base } = cluster;
  await consoleUsers(database).add(EDITOR.email, "editor", EDITOR.password, "scale bench");
  const cookie = await signInOverHttp(base, EDITOR);
  const slug = KEPT_PAGE.split("/").pop()!;
  const instances = cluster.instances();
  const times: number[] = [];
  for (let i = 1; i <= PUBLISHES; i++) {
    // Both instances keep the page first, so the change must reach them.
    for (const instance of instances) {
      for (let j = 0; j < 2; j++) await fetch(`http://127.0.0.1:${instance.port}${KEPT_PAGE}`);
    }
    const title = `Seven signs your website is slowing your business down (${i})`;
    const published = await publishPostOverHttp(base, cookie, database, slug, title);
    const at = Date.now();
    if (published.status !== 303) throw new Error(`Publish answered ${published.status}`);
    const other = instances.find((x) => x.name !== published.headers.get("x-instance"));
    if (!other) throw new Error("The publish was answered by no instance of the cluster");
    for (;;) {
      const page = await fetch(`http://127.0.0.1:${other.port}${KEPT_PAGE}`);
      if ((await page.text()).includes(title)) break;
      if (Date.now() - at > 10_000) throw new Error(`${other.name} never served the new title`);
      await new Promise((r) => setTimeout(r, 5));
    }
    times.push(Date.now() - at);
  }
  return times;
}

async function runFaults(
  cluster: ClusterProcess,
  scaleDb: { name: string; url: string },
  database: DatabaseHandle,
  redis: TcpProxy,
  log: (line: string) => void,
): Promise<FaultRow[]> {
  const load = new SteadyLoad(cluster.base);
  load.start();
  const rows: FaultRow[] = [];
  const quietFor = async (ms: number, since: number, timeoutMs = 60_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const last = load.failuresSince(since).at(-1)?.at ?? since;
      if (Date.now() - last >= ms) return;
      if (Date.now() > deadline) throw new Error("The cluster did not recover within a minute");
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const scenario = async (
    fault: string,
    how: string,
    inject: () => Promise<string>,
  ): Promise<void> => {
    load.ledger = new EnquiryLedger({ mail: true });
    const ledger = load.ledger;
    const from = Date.now();
    await new Promise((r) => setTimeout(r, 3000));
    const at = Date.now();
    log(`${fault}…`);
    const note = await inject();
    await quietFor(3000, at);
    const to = Date.now();
    // The next scenario's enquiries go to its own ledger; this one's are all answered.
    load.ledger = new EnquiryLedger({ mail: true });
    await load.drain();
    const resubmitted = await load.resubmitFailed(ledger);
    const window = load.answers.filter((a) => a.at >= from && a.at <= to);
    const failed = window.filter((a) => !a.ok);
    const enquiries = await ledger.count(database);
    const lastFailure = failed.at(-1)?.at;
    const row: FaultRow = {
      fault,
      how,
      requests: window.length,
      failed: failed.length,
      failedAs: describeStatuses(
        Object.fromEntries(
          [...new Set(failed.map((a) => a.status))].map((s) => [
            s,
            failed.filter((a) => a.status === s).length,
          ]),
        ),
      ),
      resubmitted: resubmitted.length,
      enquiries,
      recoveryMs: lastFailure ? Math.max(0, lastFailure - at) : 0,
      note,
      ledgerRun: ledger.sent[0]?.marker.replace(/-\d+$/, "") ?? "",
    };
    log(`${fault}: ${JSON.stringify(row)}`);
    rows.push(row);
  };

  try {
    await scenario("Instance killed", "`kill -9` of one of the two instances", async () => {
      const victim = cluster.instances()[0]!;
      const mark = cluster.output().length;
      const killedAt = Date.now();
      process.kill(victim.pid, "SIGKILL");
      await cluster.waitFor(`Replaced ${victim.name} `, START_TIMEOUT_MS, mark);
      return `the cluster started a replacement, serving ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill`;
    });
    await scenario(
      "PostgreSQL connections terminated",
      "`pg_terminate_backend` of every connection to the site's database",
      async () => {
        const admin = new pg.Client({ connectionString: scaleDb.url });
        await admin.connect();
        const { rows: ended } = await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
          [scaleDb.name],
        );
        await admin.end();
        return `${ended.length} connections terminated`;
      },
    );
    await scenario(
      "Redis restarted",
      "every connection to Redis reset and new ones refused for 3 s (a TCP proxy in front of Redis)",
      async () => {
        redis.cut();
        await new Promise((r) => setTimeout(r, 3000));
        redis.restore();
        return "Redis reachable again after 3 s";
      },
    );
    await scenario(
      "Rolling restart",
      "`SIGHUP` to `npm run cluster`: each instance replaced in turn",
      async () => {
        const mark = cluster.output().length;
        const begun = Date.now();
        cluster.child.kill("SIGHUP");
        await cluster.waitFor("Rolling restart done", 2 * START_TIMEOUT_MS, mark);
        return `both instances replaced in ${((Date.now() - begun) / 1000).toFixed(1)} s`;
      },
    );
  } finally {
    await load.stop();
  }
  return rows;
}

function describe(m: Measurement): string {
  return `${Math.round(m.rps)} req/s, p50 ${m.p50Ms} ms, p99 ${m.p99Ms} ms (${m.non2xx} non-2xx, ${m.errors} errors)`;
}
