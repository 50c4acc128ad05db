import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/connection.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { seedPortfolio } from "../server/db/seed.ts";
import { findNginx } from "./bench/nginx.ts";
import { freePort } from "./bench/net.ts";
import { nodeArgs } from "./server-bundle.ts";

/**
 * `npm run cluster [-- --instances N]`: N app instances on the configured
 * PostgreSQL and Redis behind Debian's nginx (deploy/nginx.conf) on
 * CLUSTER_PORT, in the foreground; Ctrl-C stops everything.
 * `npm run cluster -- --restart` (or SIGHUP to this process) rolls the
 * instances one by one: a replacement starts and becomes ready, nginx is
 * reloaded without the old one, and once nginx's old workers have finished
 * their requests the old instance gets SIGTERM and finishes its own.
 */

const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

const { values } = parseArgs({
  options: {
    instances: { type: "string", default: "2" },
    restart: { type: "boolean", default: false },
    // For tests that built already: no build-stamp check.
    "no-build": { type: "boolean", default: false },
  },
});

const clusterPort = Number(process.env.CLUSTER_PORT || 8080);
if (!Number.isInteger(clusterPort) || clusterPort < 1 || clusterPort > 65535) {
  fail(`Invalid configuration: CLUSTER_PORT must be a whole number between 1 and 65535`);
}
const pidFile = join(tmpdir(), `genesis-cluster-${clusterPort}.pid`);
// What the last rolling restart came to, for `--restart` to report: "done …" or "failed …".
const restartFile = join(tmpdir(), `genesis-cluster-${clusterPort}.restart`);

if (values.restart) {
  // Ask the running cluster (on the same CLUSTER_PORT) to roll its instances.
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile, "utf8"));
    rmSync(restartFile, { force: true });
    process.kill(pid, "SIGHUP");
  } catch {
    fail(`No cluster is running on CLUSTER_PORT ${clusterPort} (${pidFile}); start one first`);
  }
  console.log(`Rolling restart requested (cluster process ${pid})`);
  // Waits for the outcome: each instance needs a start-up and a drain.
  const deadline = Date.now() + 30 * 60_000;
  while (!existsSync(restartFile) && Date.now() < deadline) await sleep(250);
  const outcome = existsSync(restartFile) ? readFileSync(restartFile, "utf8") : "no answer";
  console.log(`Rolling restart ${outcome}`);
  process.exit(outcome.startsWith("done") ? 0 : 1);
}

const count = Number(values.instances);
if (!Number.isInteger(count) || count < 1 || count > 16) {
  fail("--instances must be a whole number between 1 and 16");
}

let config;
try {
  config = loadConfig();
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}
if (!config.databaseUrl.startsWith("postgres")) {
  fail(
    "npm run cluster needs PostgreSQL: set DATABASE_URL=postgres://… (SQLite is one process's database)",
  );
}
if (!config.redisUrl) {
  fail("npm run cluster needs Redis for the shared rate limits: set REDIS_URL=redis://…");
}

const buildDir = resolve(process.env.BUILD_DIR || "build");
if (!values["no-build"]) {
  const build = spawnSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (!existsSync(join(buildDir, "server", "index.js"))) {
  fail(`No build in ${buildDir}: run npm run build first`);
}
// The instances run the compiled server, as `npm start` does.
let serverArgs: string[];
try {
  serverArgs = nodeArgs("main", buildDir);
} catch (error) {
  fail((error as Error).message);
}

const nginx = findNginx((line) => console.log(line));
if ("skipped" in nginx) fail(`Cannot run nginx: ${nginx.skipped}`);

// Sessions and form stamps must verify on every instance: one secret for all.
const secret = process.env.BETTER_AUTH_SECRET || randomBytes(32).toString("hex");
if (!process.env.BETTER_AUTH_SECRET) {
  console.log(
    "BETTER_AUTH_SECRET is unset: the instances share one made for this run (sessions end with it)",
  );
}

// Migrations and seed once, before any instance starts (each would also try, under a lock).
{
  const database = openDatabase(config.databaseUrl, { limits: config.database });
  try {
    const applied = await migrateToLatest(database);
    await seedPortfolio(database);
    console.log(applied.length ? `Migrated: ${applied.join(", ")}` : "Database schema up to date");
  } catch (error) {
    fail(`Cannot prepare the database (DATABASE_URL): ${(error as Error).message}`);
  } finally {
    await database.close();
  }
}

interface Instance {
  name: string;
  port: number;
  child: ChildProcess;
  exited: Promise<number | null>;
  stopping: boolean;
}

let started = 0;
async function startInstance(): Promise<Instance> {
  const name = `genesis-${++started}`;
  const port = await freePort();
  const child = spawn(process.execPath, serverArgs, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: buildDir,
      HOST: "127.0.0.1",
      PORT: String(port),
      INSTANCE_NAME: name,
      TRUST_PROXY: "1",
      BETTER_AUTH_SECRET: secret,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const instance: Instance = {
    name,
    port,
    child,
    stopping: false,
    exited: new Promise((done) => child.once("exit", (code) => done(code))),
  };
  void instance.exited.then((code) => {
    if (instance.stopping || shuttingDown) return;
    // As systemd's Restart=on-failure would (deploy/README.md): nginx has
    // already left it out after its first failed request; a replacement takes its place.
    console.error(
      `Instance ${name} (port ${port}) exited unexpectedly (code ${code}, signal ${child.signalCode}); starting a replacement`,
    );
    void serially(() => replace(instance)).catch((error: Error) =>
      console.error(`Could not replace ${name}: ${error.message}`),
    );
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await isReady(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`Instance ${name} did not become ready on port ${port}`);
    }
    await sleep(100);
  }
  return instance;
}

async function isReady(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/readyz`, {
      signal: AbortSignal.timeout(3000),
    });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

async function stopInstance(instance: Instance): Promise<void> {
  instance.stopping = true;
  if (instance.child.exitCode !== null) return;
  instance.child.kill("SIGTERM");
  const timer = setTimeout(() => instance.child.kill("SIGKILL"), STOP_TIMEOUT_MS);
  await instance.exited;
  clearTimeout(timer);
}

const runtimeDir = mkdtempSync(join(tmpdir(), "genesis-cluster-"));
// nginx's workers may run as another user (nobody) when started by root.
chmodSync(runtimeDir, 0o755);
const template = readFileSync(new URL("../deploy/nginx.conf", import.meta.url), "utf8");
const configFile = join(runtimeDir, "nginx.conf");
// Debian's libnginx-mod-http-brotli-static, when installed: .br files of the build as they are.
const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
const brotli = existsSync(BROTLI_MODULE);

function writeNginxConfig(instances: Instance[]) {
  const servers = instances
    .map((i) => `server 127.0.0.1:${i.port} max_fails=1 fail_timeout=5s; # ${i.name}`)
    .join("\n    ");
  writeFileSync(
    configFile,
    template
      .replaceAll("{{RUNTIME_DIR}}", runtimeDir)
      .replaceAll("{{LISTEN}}", `127.0.0.1:${clusterPort}`)
      .replaceAll("{{UPSTREAM_SERVERS}}", servers)
      .replaceAll("{{CLIENT_DIR}}", join(buildDir, "client"))
      .replaceAll("{{LOAD_MODULES}}", brotli ? `load_module ${BROTLI_MODULE};` : "")
      .replaceAll("{{BROTLI_STATIC}}", brotli ? "brotli_static on;" : ""),
  );
}

let shuttingDown = false;
let instances: Instance[] = [];
let proxy: ChildProcess | null = null;

/** Stops nginx, then the instances, and exits; never returns. */
function shutdown(code: number): Promise<never> {
  if (!shuttingDown) void stopAll(code);
  shuttingDown = true;
  return new Promise<never>(() => {});
}

async function stopAll(code: number) {
  console.log("Stopping the cluster");
  if (proxy && proxy.exitCode === null) {
    const exited = new Promise((done) => proxy!.once("exit", done));
    proxy.kill("SIGQUIT"); // graceful: finishes the requests under way
    await Promise.race([exited, sleep(STOP_TIMEOUT_MS)]);
    if (proxy.exitCode === null) proxy.kill("SIGKILL");
  }
  await Promise.all(instances.map(stopInstance));
  rmSync(runtimeDir, { recursive: true, force: true });
  if (existsSync(pidFile) && readFileSync(pidFile, "utf8") === String(process.pid)) {
    rmSync(pidFile);
    rmSync(restartFile, { force: true });
  }
  process.exit(code);
}
process.on("SIGINT", () => void shutdown(0));
process.on("SIGTERM", () => void shutdown(0));

try {
  instances = await Promise.all(Array.from({ length: count }, () => startInstance()));
  writeNginxConfig(instances);
  proxy = spawn(
    nginx.binary,
    ["-p", runtimeDir, "-c", configFile, "-e", join(runtimeDir, "error.log")],
    {
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  proxy.once("exit", (code) => {
    if (!shuttingDown) {
      console.error(`nginx exited (code ${code}); see ${join(runtimeDir, "error.log")}`);
      void shutdown(1);
    }
  });
  const deadline = Date.now() + 15_000;
  while (!(await isReady(clusterPort))) {
    if (proxy.exitCode !== null || Date.now() > deadline) {
      throw new Error(`nginx did not answer on 127.0.0.1:${clusterPort} (CLUSTER_PORT)`);
    }
    await sleep(100);
  }
} catch (error) {
  console.error((error as Error).message);
  await shutdown(1);
}

writeFileSync(pidFile, String(process.pid));
console.log(
  `Cluster ready on http://127.0.0.1:${clusterPort}: ${describe(instances)} behind ${nginx.version}` +
    `${brotli ? " with Brotli" : ""}. ` +
    `Rolling restart: npm run cluster -- --restart (or kill -HUP ${process.pid}); stop with Ctrl-C`,
);

let rolling: Promise<void> | null = null;
process.on("SIGHUP", () => {
  if (rolling) {
    console.log("A rolling restart is already under way");
    return;
  }
  rolling = rollingRestart()
    .then(() => writeFileSync(restartFile, `done: ${describe(instances)}`))
    .catch((error) => {
      console.error(`Rolling restart stopped: ${(error as Error).message}`);
      writeFileSync(restartFile, `failed: ${(error as Error).message}`);
    })
    .finally(() => (rolling = null));
});

async function rollingRestart() {
  console.log(`Rolling restart of ${describe(instances)}`);
  for (const old of [...instances]) {
    if (shuttingDown) return;
    // One change of the upstream at a time: a crashed instance's replacement waits its turn.
    await serially(() => replace(old));
  }
  console.log(`Rolling restart done: ${describe(instances)}`);
}

/**
 * Starts a replacement for `old`, points nginx at it instead, and stops `old`
 * once nginx's previous workers have finished their requests (at once if it
 * has exited already). Nothing if `old` was replaced meanwhile.
 */
async function replace(old: Instance) {
  if (shuttingDown || !instances.includes(old)) return;
  const replacement = await startInstance();
  instances = instances.map((i) => (i === old ? replacement : i));
  writeNginxConfig(instances);
  // nginx starts new workers with the new upstream and lets the old ones
  // finish their requests; only then is the old instance told to stop.
  const oldWorkers = childrenOf(proxy!.pid!);
  proxy!.kill("SIGHUP");
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (oldWorkers.some(isAlive) && Date.now() < deadline) await sleep(50);
  await stopInstance(old);
  console.log(
    `Replaced ${old.name} (port ${old.port}) by ${replacement.name} (port ${replacement.port}); instances: ${describe(instances)}`,
  );
}

let changes: Promise<unknown> = Promise.resolve();
function serially<T>(change: () => Promise<T>): Promise<T> {
  const next = changes.then(change);
  changes = next.catch(() => {});
  return next;
}

function describe(list: Instance[]): string {
  return list.map((i) => `${i.name} on port ${i.port} (pid ${i.child.pid})`).join(", ");
}

/** The processes whose parent is `pid` (Linux /proc). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // Fields after the command name (which may hold spaces): state, ppid, …
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function sleep(ms: number) {
  return new Promise((done) => setTimeout(done, ms));
}

function fail(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}
