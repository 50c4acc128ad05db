import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../../server/db/connection.ts";
import { TEST_APP_SECRET } from "../support/config.ts";
import { EDITOR, consoleUsers, publishPostOverHttp, signInOverHttp } from "../support/console.ts";
import { postgresTestDatabase } from "../support/databases.ts";
import { EnquiryLedger, type LedgerCount } from "../support/enquiry-ledger.ts";
import { describeStatuses } from "../support/fault-figures.ts";
import { parseMail } from "../support/mail-message.ts";
import { startSmtpSink } from "../support/smtp-sink.ts";
import { startTcpProxy } from "../support/tcp-proxy.ts";
import { machineBusyTicks, readProcesses, TICKS_PER_SECOND } from "../../scripts/bench/host.ts";
import {
  describe,
  findNginx,
  KEPT_PAGE,
  LOAD,
  measure,
  targets,
} from "../../scripts/bench/load.ts";
import type { Measurement, Target } from "../../scripts/bench/load.ts";
import { formatMarkdown, table } from "../../scripts/bench/report.ts";
import { BUILD_DIR, freePort, log } from "../../scripts/bench/site.ts";
import { startClusterProcess, type ClusterProcess } from "../support/cluster-process.ts";

/**
 * `npm run bench -- --cluster` (deploy/README.md, "Measuring it"): `npm run cluster` at 1, 2 and
 * 4 instances under bounded load; at two, the time from Publish to the other instance; then four
 * faults under a steady stream of visitors, every enquiry counted in the database and its e-mail
 * by Message-ID. On a PostgreSQL database made for the run and on Redis through a TCP proxy of
 * its own, so "Redis restarted" never touches the machine's Redis. Writes docs/scale.md and
 * bench/scale.json; returns the exit code (1 on any problem).
 */

const START_TIMEOUT_MS = 180_000;
/** Longer than the single server's: each cluster is new, its code not yet optimised. */
const WARM_UP_SECONDS = 5;
const LOADS = { "cached page": 0, "live page": 1, enquiries: 2 } as const;
type LoadName = keyof typeof LOADS;
const ROLES = ["instances", "nginx", "PostgreSQL", "Redis", "load generator", "machine"];

/** A blog search with a query of its own per request: rendered from the database every time. */
const LIVE_PAGE: Target = {
  label: "Live page GET /blog?q=website",
  method: "GET",
  path: "/blog?q=website",
  headers: { "accept-encoding": "br, gzip" },
  unique: true,
};

const sampleCpu = () => ({ at: Date.now(), busy: machineBusyTicks(), processes: readProcesses() });

/**
 * The cores each part of the cluster used between two samples (/proc), and the whole machine's. A
 * process that ended meanwhile counts with its parent, as its ticks do.
 */
function clusterCores(
  before: ReturnType<typeof sampleCpu>,
  after: ReturnType<typeof sampleCpu>,
  pids: number[],
) {
  const perSecond = (ticks: number) => ticks / TICKS_PER_SECOND / ((after.at - before.at) / 1000);
  const cores: Record<string, number> = { machine: perSecond(after.busy - before.busy) };
  const names: Record<string, string> = {
    nginx: "nginx",
    postgres: "PostgreSQL",
    "redis-server": "Redis",
  };
  for (const [pid, { comm, all }] of after.processes) {
    const role =
      pid === process.pid ? "load generator" : pids.includes(pid) ? "instances" : names[comm];
    if (role)
      cores[role] = (cores[role] ?? 0) + perSecond(all - (before.processes.get(pid)?.all ?? 0));
  }
  return cores;
}

interface ScaleRow {
  instances: number;
  loads: Record<LoadName, Measurement & { cores: Record<string, number> }>;
}

interface FaultRow {
  fault: string;
  requests: number;
  failed: number;
  /** "502 ×3" and the like. */
  failedAs: string;
  /** Enquiries that got no 201 and were sent again with their key, as a visitor resubmits. */
  resubmitted: number;
  enquiries: LedgerCount;
  /** From the fault to the last failed answer (0: none failed). */
  recoveryMs: number;
  note: string;
  /** The prefix of this fault's enquiry markers, to trace an e-mail back to it. */
  ledgerRun: string;
}

export async function runScale(): Promise<number> {
  const started = Date.now();
  const loadAtStart = loadavg()[0]!;
  const databaseUrl = process.env.DATABASE_URL ?? "";
  const redisUrl = process.env.REDIS_URL ?? "";
  const nginx = findNginx(log);
  if (!databaseUrl.startsWith("postgres") || !redisUrl.startsWith("redis") || "skipped" in nginx) {
    console.error(
      "npm run bench -- --cluster needs nginx, PostgreSQL and Redis, as npm run cluster does: set " +
        "DATABASE_URL=postgres://… (a database of its own is made there, and dropped after) and REDIS_URL=redis://…",
    );
    return 1;
  }
  const cleanup: (() => Promise<unknown>)[] = [];
  try {
    const made = await postgresTestDatabase(databaseUrl);
    cleanup.push(() => made.drop());
    const database = openDatabase(made.url);
    cleanup.push(() => database.close());
    const redisTarget = new URL(redisUrl);
    const redis = await startTcpProxy({
      host: redisTarget.hostname,
      port: Number(redisTarget.port || 6379),
    });
    cleanup.push(() => redis.close());
    const smtp = await startSmtpSink();
    cleanup.push(() => smtp.close());
    const start = async (instances: number, mail: boolean) => {
      const port = await freePort();
      const cluster = startClusterProcess(["--instances", String(instances), "--no-build"], {
        CLUSTER_PORT: String(port),
        SITE_URL: `http://127.0.0.1:${port}`,
        BUILD_DIR,
        DATABASE_URL: made.url,
        REDIS_URL: redis.url(redisUrl),
        REDIS_KEY_PREFIX: `genesis-scale-${process.pid}-${Date.now()}:`,
        // The ledger's enquiries carry stamps signed with it (tests/support/forms.ts).
        BETTER_AUTH_SECRET: TEST_APP_SECRET,
        FORM_MIN_FILL_MS: "0",
        FORM_RATE_LIMIT_MAX: "100000",
        LOG_LEVEL: mail ? "info" : "warn",
        // The load figures are without notification e-mail; the fault runs send it.
        ...(mail ? { SMTP_URL: smtp.url, ENQUIRY_NOTIFY_TO: "sales@genesis.example" } : {}),
      });
      cleanup.push(() => cluster.stop());
      await cluster.waitFor("Cluster ready", START_TIMEOUT_MS);
      return cluster;
    };

    const [cached, , , , enquiry] = targets("scale@example.com");
    const rows: ScaleRow[] = [];
    let publishMs: number[] = [];
    for (const instances of [1, 2, 4]) {
      log(`${instances} instance(s): starting the cluster`);
      const cluster = await start(instances, false);
      const pids = cluster.instances().map((i) => i.pid);
      const loads = {} as ScaleRow["loads"];
      for (const [name, target] of [
        ["cached page", cached!],
        ["live page", LIVE_PAGE],
        ["enquiries", enquiry!],
      ] as const) {
        const before = sampleCpu();
        const measured = await measure(cluster.base, target, WARM_UP_SECONDS);
        loads[name] = { ...measured, cores: clusterCores(before, sampleCpu(), pids) };
        log(`${instances} instance(s), ${target.label}: ${describe(measured)}`);
      }
      rows.push({ instances, loads });
      if (instances === 2) {
        publishMs = await timePublishes(cluster, database);
        log(`Publish to a second instance: ${publishMs.join(", ")} ms`);
      }
      await cluster.stop();
    }

    log("Faults under steady load, 2 instances");
    const cluster = await start(2, true);
    const faults = await runFaults(cluster, made.url, database, redis);
    const mails = await accountForMail(smtp.messages, database, faults);
    await cluster.stop();
    // The instances' own words (warnings and errors), for digging.
    writeFileSync(join(BUILD_DIR, "scale-cluster.log"), cluster.output());

    const problems = [
      ...faults.flatMap(({ fault, enquiries: e, failed }) => [
        e.lost ? `${fault}: ${e.lost} acknowledged enquiries lost` : "",
        e.duplicated ? `${fault}: ${e.duplicated} stored twice` : "",
        e.halfStored ? `${fault}: ${e.halfStored} half-stored` : "",
        e.stored < e.sent
          ? `${fault}: ${e.sent - e.stored} enquiries not stored after resubmission`
          : "",
        fault.startsWith("Rolling restart") && failed
          ? `Rolling restart: ${failed} failed requests`
          : "",
      ]),
      mails.sent !== mails.stored || mails.miscounted.length
        ? `${mails.sent} notification e-mails for ${mails.stored} stored enquiries${mails.miscounted.map((m) => `; ${m}`).join("")}`
        : "",
      publishMs.some((ms) => ms > 1000)
        ? `Publish to a second instance took more than a second: ${publishMs.join(", ")} ms`
        : "",
    ].filter(Boolean);
    const report = {
      generatedAt: new Date().toISOString(),
      durationSeconds: (Date.now() - started) / 1000,
      machine: {
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model.trim() ?? "unknown",
        loadAverage: { start: loadAtStart, end: loadavg()[0]! },
      },
      load: { ...LOAD, warmUpSeconds: WARM_UP_SECONDS },
      rows,
      publishToSecondInstanceMs: publishMs,
      faults,
      mails,
      problems,
    };
    writeFileSync("bench/scale.json", `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync("docs/scale.md", await formatMarkdown(toMarkdown(report), "docs/scale.md"));
    console.log(
      `\nWrote docs/scale.md and bench/scale.json in ${Math.round(report.durationSeconds / 60)} min.`,
    );
    for (const p of problems) console.log(`  ✗ ${p}`);
    console.log(
      problems.length
        ? `\n${problems.length} problem(s).`
        : "\nNo enquiry lost, none doubled; publishes within a second.",
    );
    return problems.length ? 1 : 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  } finally {
    for (const step of cleanup.reverse()) await step().catch(() => {});
  }
}

/** An editor publishes through nginx; the other instance, which had kept the page, is asked until it serves the new title. */
async function timePublishes(cluster: ClusterProcess, database: DatabaseHandle) {
  await consoleUsers(database).add(EDITOR.email, "editor", EDITOR.password, "scale bench");
  const cookie = await signInOverHttp(cluster.base, EDITOR);
  const instances = cluster.instances();
  const times: number[] = [];
  for (let i = 1; i <= 5; i++) {
    // Both instances keep the page first, so the change must reach them.
    for (const { port } of [...instances, ...instances])
      await fetch(`http://127.0.0.1:${port}${KEPT_PAGE}`);
    const title = `Seven signs your website is slowing your business down (${i})`;
    const published = await publishPostOverHttp(
      cluster.base,
      cookie,
      database,
      KEPT_PAGE.split("/").pop()!,
      title,
    );
    const at = Date.now();
    if (published.status !== 303) throw new Error(`Publish answered ${published.status}`);
    const other = instances.find((x) => x.name !== published.headers.get("x-instance"));
    if (!other) throw new Error("The publish was answered by no instance of the cluster");
    while (
      !(await (await fetch(`http://127.0.0.1:${other.port}${KEPT_PAGE}`)).text()).includes(title)
    ) {
      if (Date.now() - at > 10_000) throw new Error(`${other.name} never served the new title`);
      await sleep(5);
    }
    times.push(Date.now() - at);
  }
  return times;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Visitors at 40 requests a second while each fault is injected: every fourth
 * an enquiry with the form's idempotency key (in the fault's ledger), the
 * others a kept post, a kept page and a live search. Each fault comes after
 * 3 s of steady load; its window ends when nothing has failed for 3 s.
 */
async function runFaults(
  cluster: ClusterProcess,
  databaseUrl: string,
  database: DatabaseHandle,
  redis: { cut(): void; restore(): void },
): Promise<FaultRow[]> {
  const answers: { at: number; status: number }[] = [];
  const inFlight = new Set<Promise<unknown>>();
  let ledger = new EnquiryLedger({ mail: true });
  let running = true;
  const request = async (i: number) => {
    if (i % 4 === 3) return (await ledger.submit(cluster.base, { timeoutMs: 15_000 })).status;
    const path = [KEPT_PAGE, "/about", `/blog?q=website&n=${i}`][i % 4]!;
    const response = await fetch(cluster.base + path, { signal: AbortSignal.timeout(15_000) });
    await response.arrayBuffer();
    return response.status;
  };
  const record = (status: number) => answers.push({ at: Date.now(), status });
  const loop = (async () => {
    for (let i = 0; running; i++) {
      const sent = request(i).then(record, () => record(0));
      inFlight.add(sent);
      void sent.finally(() => inFlight.delete(sent));
      await sleep(25);
    }
  })();
  const failed = (a: { status: number }) => a.status < 200 || a.status >= 400;
  const rows: FaultRow[] = [];
  const scenario = async (fault: string, inject: () => Promise<string>) => {
    const faultLedger = (ledger = new EnquiryLedger({ mail: true }));
    const from = Date.now();
    await sleep(3000);
    const at = Date.now();
    log(`${fault}…`);
    const note = await inject();
    const lastFailure = () => answers.filter((a) => a.at >= at && failed(a)).at(-1)?.at ?? at;
    while (Date.now() - lastFailure() < 3000) {
      if (Date.now() - at > 60_000) throw new Error("The cluster did not recover within a minute");
      await sleep(100);
    }
    const to = Date.now();
    // The next scenario's enquiries go to its own ledger; this one's are all answered first.
    ledger = new EnquiryLedger({ mail: true });
    await Promise.all([...inFlight]);
    const unanswered = faultLedger.sent.filter((s) => s.status !== 201);
    for (const entry of unanswered) await faultLedger.retry(cluster.base, entry);
    const window = answers.filter((a) => a.at >= from && a.at <= to);
    const failures = window.filter(failed);
    const statuses: Record<string, number> = {};
    for (const { status } of failures) statuses[status] = (statuses[status] ?? 0) + 1;
    const row: FaultRow = {
      fault,
      requests: window.length,
      failed: failures.length,
      failedAs: describeStatuses(statuses),
      resubmitted: unanswered.length,
      enquiries: await faultLedger.count(database),
      recoveryMs: failures.length ? Math.max(0, failures.at(-1)!.at - at) : 0,
      note,
      ledgerRun: faultLedger.sent[0]?.marker.replace(/-\d+$/, "") ?? "",
    };
    log(`${fault}: ${JSON.stringify(row)}`);
    rows.push(row);
  };
  try {
    await scenario("Instance killed (`kill -9` of one of the two)", async () => {
      const victim = cluster.instances()[0]!;
      const mark = cluster.output().length;
      const killedAt = Date.now();
      process.kill(victim.pid, "SIGKILL");
      await cluster.waitFor(`Replaced ${victim.name} `, START_TIMEOUT_MS, mark);
      return `a replacement served ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill`;
    });
    await scenario(
      "PostgreSQL connections terminated (`pg_terminate_backend`, all of the site's)",
      async () => {
        const admin = new pg.Client({ connectionString: databaseUrl });
        await admin.connect();
        const { rows: ended } = await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
          [new URL(databaseUrl).pathname.slice(1)],
        );
        await admin.end();
        return `${ended.length} connections terminated`;
      },
    );
    await scenario(
      "Redis restarted (every connection reset, new ones refused for 3 s)",
      async () => {
        redis.cut();
        await sleep(3000);
        redis.restore();
        return "Redis reachable again after 3 s";
      },
    );
    await scenario("Rolling restart (`SIGHUP` to `npm run cluster`)", async () => {
      const mark = cluster.output().length;
      const begun = Date.now();
      cluster.child.kill("SIGHUP");
      await cluster.waitFor("Rolling restart done", 2 * START_TIMEOUT_MS, mark);
      return `both instances replaced in ${((Date.now() - begun) / 1000).toFixed(1)} s`;
    });
  } finally {
    running = false;
    await loop;
    await Promise.all([...inFlight]);
  }
  return rows;
}

/**
 * Waits for the e-mail of every enquiry the fault runs stored, up to three
 * minutes more than the outbox's two-minute lease (a claim held by a killed
 * instance is taken over once it expires), then compares each outbox row with
 * the e-mails that arrived with its Message-ID, `<row id@site>`: one each.
 */
async function accountForMail(
  messages: { raw: string }[],
  database: DatabaseHandle,
  faults: FaultRow[],
) {
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
  const copies = () => {
    const count = new Map<string, number>();
    for (const { raw } of messages) {
      const id = /^<([^@>]+)@/.exec(parseMail(raw).header("message-id") ?? "")?.[1] ?? "unknown";
      count.set(id, (count.get(id) ?? 0) + 1);
    }
    return count;
  };
  const waitStarted = Date.now();
  const arrivedAfter = new Map<string, number>();
  let rows = await read();
  while (rows.some((row) => !copies().has(row.id)) && Date.now() - waitStarted < 200_000) {
    await sleep(500);
    rows = await read();
    for (const id of copies().keys())
      if (!arrivedAfter.has(id)) arrivedAfter.set(id, Date.now() - waitStarted);
  }
  const count = copies();
  return {
    stored: rows.length,
    sent: messages.length,
    /** Missing 15 s after the faults, as one a killed instance claimed is until its lease ends. */
    delayed: rows.flatMap((row) => {
      const seconds = Math.round((arrivedAfter.get(row.id) ?? 0) / 1000);
      return seconds > 15 ? [`${faultOf(row.message)}, ${seconds} s`] : [];
    }),
    miscounted: rows
      .filter((row) => count.get(row.id) !== 1)
      .map(
        (row) =>
          `outbox row ${row.id} (${faultOf(row.message)}) arrived ${count.get(row.id) ?? 0} times: ${row.status}, ` +
          `${row.attempts} attempt(s), claimed until ${row.locked_until ?? "–"}${row.last_error ? `, ${row.last_error}` : ""}`,
      ),
  };
}

function toMarkdown(r: {
  generatedAt: string;
  durationSeconds: number;
  machine: { cpus: number; cpuModel: string; loadAverage: { start: number; end: number } };
  load: { connections: number; durationSeconds: number; warmUpSeconds: number };
  rows: ScaleRow[];
  publishToSecondInstanceMs: number[];
  faults: FaultRow[];
  mails: Awaited<ReturnType<typeof accountForMail>>;
  problems: string[];
}): string {
  const { machine, load, mails } = r;
  const publishes = [...r.publishToSecondInstanceMs].sort((a, b) => a - b);
  const names = Object.keys(LOADS) as LoadName[];
  const rps = (m: Measurement) => Math.round(m.rps).toLocaleString("en-US");
  return [
    "# Scale and faults report",
    `Written by \`npm run bench -- --cluster\` on ${r.generatedAt} in ${Math.round(r.durationSeconds / 60)} min on ` +
      `${machine.cpus} × ${machine.cpuModel} (load average ${machine.loadAverage.start.toFixed(1)} at the start, ` +
      `${machine.loadAverage.end.toFixed(1)} at the end). What it does and how to read it: ` +
      "[deploy/README.md](../deploy/README.md#measuring-it).",
    `## Throughput at 1, 2 and 4 instances (autocannon -c ${load.connections}, ${load.durationSeconds} s after a ${load.warmUpSeconds} s warm-up)`,
    table(
      ["Instances", ...names.flatMap((n) => [`${n} req/s`, "p50 / p99 (ms)"]), "Failed"],
      r.rows.map(({ instances, loads }) => [
        String(instances),
        ...names.flatMap((n) => [rps(loads[n]), `${loads[n].p50Ms} / ${loads[n].p99Ms}`]),
        String(
          names.reduce((sum, n) => sum + loads[n].non2xx + loads[n].errors + loads[n].timeouts, 0),
        ),
      ]),
    ),
    `### Where the CPU went (cores of ${machine.cpus}, from /proc; the load generator is the bench's own process)`,
    table(
      ["Instances", "Load", ...ROLES],
      r.rows.flatMap(({ instances, loads }) =>
        names.map((n) => [
          String(instances),
          n,
          ...ROLES.map((role) => loads[n].cores[role]?.toFixed(2) ?? "–"),
        ]),
      ),
    ),
    "## From Publish to a second instance",
    publishes.length
      ? `${publishes.map((ms) => `${ms} ms`).join(", ")} (median ${publishes[Math.floor(publishes.length / 2)]} ms; the budget is one second).`
      : "Not measured.",
    "## Faults under load",
    table(
      [
        "Fault",
        "Requests",
        "Failed",
        "Enquiries sent / acknowledged",
        "Resubmitted",
        "Stored",
        "Lost",
        "Stored twice",
        "Recovery",
        "Note",
      ],
      r.faults.map((f) => [
        f.fault,
        String(f.requests),
        f.failed ? `${f.failed} (${f.failedAs})` : "0",
        `${f.enquiries.sent} / ${f.enquiries.acknowledged}`,
        String(f.resubmitted),
        String(f.enquiries.stored),
        String(f.enquiries.lost),
        String(f.enquiries.duplicated),
        f.failed ? `${(f.recoveryMs / 1000).toFixed(1)} s` : "none needed",
        f.note,
      ]),
    ),
    `**E-mails**: ${mails.sent} for ${mails.stored} stored enquiries` +
      (mails.delayed.length
        ? `; ${mails.delayed.length} came more than 15 s after the faults, as one claimed by ` +
          `a killed instance does when its lease ends (${mails.delayed.join("; ")})`
        : "") +
      (mails.miscounted.length ? `; not exactly once: ${mails.miscounted.join("; ")}.` : "."),
    "## Verdict",
    r.problems.length
      ? `**${r.problems.length} problem(s):**\n\n${r.problems.map((p) => `- ${p}`).join("\n")}`
      : "No acknowledged enquiry lost, none stored twice, one e-mail each, no failed request in the rolling restart, " +
        "and every publish served by the second instance within a second.",
  ].join("\n\n");
}
