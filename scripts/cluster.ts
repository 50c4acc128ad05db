import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/connection.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { seedPortfolio } from "../server/db/seed.ts";
import { readProcesses } from "./bench/host.ts";
import { findNginx } from "./bench/load.ts";
import { freePort, rawRequest } from "./bench/site.ts";
import { nodeArgs } from "./server-bundle.ts";

/**
 * `npm run cluster [-- --instances N]`: N app instances on the configured PostgreSQL and Redis
 * behind Debian's nginx (deploy/nginx.conf) on CLUSTER_PORT, in the foreground; Ctrl-C stops
 * everything. `npm run cluster -- --restart` (or SIGHUP to this process) rolls the instances one
 * by one: a replacement starts and becomes ready, nginx is reloaded without the old one, and once
 * nginx's old workers have finished their requests the old one gets SIGTERM and finishes its own.
 */
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
/** Whether `port` answers /readyz before `child` (serving it) exits or `timeoutMs` passes. */
async function ready(port: number, child: ChildProcess, timeoutMs: number) {
  const url = `http://127.0.0.1:${port}/readyz`;
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(100)) {
    if (child.exitCode !== null) return false;
    if ((await rawRequest(url).catch(() => null))?.status === 200) return true;
  }
  return false;
}
function fail(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

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
  // Asks the cluster on the same CLUSTER_PORT to roll its instances, and waits for the outcome.
  let pid = 0;
  try {
    pid = Number(readFileSync(pidFile, "utf8"));
    rmSync(restartFile, { force: true });
    process.kill(pid, "SIGHUP");
  } catch {
    fail(`No cluster is running on CLUSTER_PORT ${clusterPort} (${pidFile}); start one first`);
  }
  console.log(`Rolling restart requested (cluster process ${pid})`);
  const deadline = Date.now() + 30 * 60_000;
  while (!existsSync(restartFile) && Date.now() < deadline) await sleep(250);
  const outcome = existsSync(restartFile) ? readFileSync(restartFile, "utf8") : "no answer";
  console.log(`Rolling restart ${outcome}`);
  process.exit(outcome.startsWith("done") ? 0 : 1);
}

const count = Number(values.instances);
if (!Number.isInteger(count) || count < 1 || count > 16)
  fail("--instances must be a whole number between 1 and 16");
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
if (!config.redisUrl)
  fail("npm run cluster needs Redis for the shared rate limits: set REDIS_URL=redis://…");

const buildDir = resolve(process.env.BUILD_DIR || "build");
if (!values["no-build"]) {
  const build = spawnSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (!existsSync(join(buildDir, "server", "index.js")))
  fail(`No build in ${buildDir}: run npm run build first`);
// The instances run the compiled server, as `npm start` does.
let serverArgs: string[] = [];
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

interface Instance {
  name: string;
  port: number;
  child: ChildProcess;
  exited: Promise<number | null>;
  stopping: boolean;
}

let started = 0;
let shuttingDown = false;
let instances: Instance[] = [];

const env = { ...process.env, NODE_ENV: "production", BUILD_DIR: buildDir, HOST: "127.0.0.1" };
const behindNginx = { TRUST_PROXY: "1", BETTER_AUTH_SECRET: secret };

async function startInstance(): Promise<Instance> {
  const [name, port] = [`genesis-${++started}`, await freePort()];
  const child = spawn(process.execPath, serverArgs, {
    env: { ...env, ...behindNginx, PORT: String(port), INSTANCE_NAME: name },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<number | null>((done) => child.once("exit", done));
  const instance: Instance = { name, port, child, stopping: false, exited };
  void exited.then((code) => {
    if (instance.stopping || shuttingDown) return;
    // As systemd's Restart=on-failure would (deploy/README.md): nginx has already left it out
    // after its first failed request; a replacement takes its place.
    const why = `port ${port}, code ${code}, signal ${child.signalCode}`;
    console.error(`Instance ${name} exited unexpectedly (${why}); starting a replacement`);
    serially(() => replace(instance)).catch((error: Error) =>
      console.error(`Could not replace ${name}: ${error.message}`),
    );
  });
  if (!(await ready(port, child, READY_TIMEOUT_MS))) {
    child.kill("SIGKILL");
    throw new Error(`Instance ${name} did not become ready on port ${port}`);
  }
  return instance;
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
const configFile = join(runtimeDir, "nginx.conf");
// Debian's libnginx-mod-http-brotli-static, when installed: the build's .br files as they are.
const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
const brotli = existsSync(BROTLI_MODULE);

function writeNginxConfig() {
  const values: Record<string, string> = {
    RUNTIME_DIR: runtimeDir,
    LISTEN: `127.0.0.1:${clusterPort}`,
    UPSTREAM_SERVERS: instances
      .map((i) => `server 127.0.0.1:${i.port} max_fails=1 fail_timeout=5s; # ${i.name}`)
      .join("\n    "),
    CLIENT_DIR: join(buildDir, "client"),
    LOAD_MODULES: brotli ? `load_module ${BROTLI_MODULE};` : "",
    BROTLI_STATIC: brotli ? "brotli_static on;" : "",
  };
  const template = readFileSync(new URL("../deploy/nginx.conf", import.meta.url), "utf8");
  writeFileSync(
    configFile,
    template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key]!),
  );
}

let proxy: ChildProcess | null = null;

/** Stops nginx gracefully (it finishes the requests under way), then the instances, and exits. */
function shutdown(code: number): Promise<never> {
  if (!shuttingDown) void stopAll(code);
  shuttingDown = true;
  return new Promise<never>(() => {});
}
async function stopAll(code: number) {
  console.log("Stopping the cluster");
  if (proxy && proxy.exitCode === null) {
    const exited = new Promise((done) => proxy!.once("exit", done));
    proxy.kill("SIGQUIT");
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
  instances = await Promise.all(Array.from({ length: count }, startInstance));
  writeNginxConfig();
  const args = ["-p", runtimeDir, "-c", configFile, "-e", join(runtimeDir, "error.log")];
  const nginxProcess = spawn(nginx.binary, args, { stdio: ["ignore", "inherit", "inherit"] });
  proxy = nginxProcess;
  nginxProcess.once("exit", (code) => {
    if (shuttingDown) return;
    console.error(`nginx exited (code ${code}); see ${join(runtimeDir, "error.log")}`);
    void shutdown(1);
  });
  if (!(await ready(clusterPort, nginxProcess, 15_000))) {
    throw new Error(`nginx did not answer on 127.0.0.1:${clusterPort} (CLUSTER_PORT)`);
  }
} catch (error) {
  console.error((error as Error).message);
  await shutdown(1);
}

const describe = (list: Instance[]) =>
  list.map((i) => `${i.name} on port ${i.port} (pid ${i.child.pid})`).join(", ");
writeFileSync(pidFile, String(process.pid));
console.log(
  `Cluster ready on http://127.0.0.1:${clusterPort}: ${describe(instances)} behind ${nginx.version}` +
    `${brotli ? " with Brotli" : ""}. Rolling restart: npm run cluster -- --restart ` +
    `(or kill -HUP ${process.pid}); stop with Ctrl-C`,
);

let rolling: Promise<void> | null = null;
process.on("SIGHUP", () => {
  if (rolling) return console.log("A rolling restart is already under way");
  rolling = rollingRestart()
    .then(() => writeFileSync(restartFile, `done: ${describe(instances)}`))
    .catch((error: Error) => {
      console.error(`Rolling restart stopped: ${error.message}`);
      writeFileSync(restartFile, `failed: ${error.message}`);
    })
    .finally(() => (rolling = null));
});

async function rollingRestart() {
  console.log(`Rolling restart of ${describe(instances)}`);
  // One change of the upstream at a time: a crashed instance's replacement waits its turn.
  for (const old of [...instances]) await serially(() => replace(old));
  console.log(`Rolling restart done: ${describe(instances)}`);
}

/**
 * Starts a replacement for `old`, points nginx at it instead, and stops `old` once nginx's previous
 * workers have finished their requests (at once if it has exited already). Nothing if `old` was
 * replaced meanwhile.
 */
async function replace(old: Instance) {
  if (shuttingDown || !instances.includes(old)) return;
  const replacement = await startInstance();
  instances = instances.map((i) => (i === old ? replacement : i));
  writeNginxConfig();
  // nginx starts new workers with the new upstream and lets the old ones finish their requests.
  const oldWorkers = [...readProcesses()].filter(([, p]) => p.ppid === proxy!.pid);
  proxy!.kill("SIGHUP");
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  const working = () => oldWorkers.some(([pid]) => readProcesses().has(pid));
  while (working() && Date.now() < deadline) await sleep(50);
  await stopInstance(old);
  const what = `${old.name} (port ${old.port}) by ${replacement.name} (port ${replacement.port})`;
  console.log(`Replaced ${what}; instances: ${describe(instances)}`);
}

let changes: Promise<unknown> = Promise.resolve();
function serially<T>(change: () => Promise<T>): Promise<T> {
  const next = changes.then(change);
  changes = next.catch(() => {});
  return next;
}
