import { spawn, spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { request, type RequestOptions } from "node:http";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { nodeArgs } from "../server-bundle.ts";
import { openDatabase } from "../../server/db/connection.ts";
import { insertLanguage } from "../../server/db/languages.ts";
import { migrateToLatest } from "../../server/db/migrate.ts";

/** The bench's own build directory (ignored by git), so it never disturbs other builds. */
export const BUILD_DIR = "build-bench";

const started = Date.now();
export const log = (line: string) =>
  console.log(`[bench ${Math.round((Date.now() - started) / 1000)}s] ${line}`);

/** A TCP port on the loopback interface that nothing listens on right now. */
export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer().once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** One request whose body is read as sent (compressed if the server compressed it), not decoded. */
export function rawRequest(url: string, options: RequestOptions & { body?: string } = {}) {
  return new Promise<{ status: number; encoding: string; body: Buffer }>((resolve, reject) => {
    const req = request(url, options, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk)).on("error", reject);
      res.on("end", () => {
        const encoding = String(res.headers["content-encoding"] ?? "identity");
        resolve({ status: res.statusCode ?? 0, encoding, body: Buffer.concat(chunks) });
      });
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`timeout: ${url}`)));
    req.on("error", reject).end(options.body);
  });
}

/**
 * Starts a server process, its output in `dir`/output.log, and waits until
 * `readyUrl` answers 2xx; `dir` (its temporary files) goes when it stops.
 */
export async function startService(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  readyUrl: string,
  dir: string,
): Promise<{ stop(): Promise<void>; cpuSeconds(): number | null }> {
  const log = openSync(join(dir, "output.log"), "w");
  const child = spawn(command, args, { env, stdio: ["ignore", log, log] });
  closeSync(log);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    child.kill("SIGTERM");
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const ready = async () => (await rawRequest(readyUrl).catch(() => null))?.status === 200;
  for (const deadline = Date.now() + 60_000; !(await ready()); await sleep(200)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const output = readFileSync(join(dir, "output.log"), "utf8");
      await stop();
      throw new Error(`${command} did not serve ${readyUrl}\n${output}`);
    }
  }
  return { stop, cpuSeconds: () => cpuSecondsOf(child.pid) };
}

/** The CPU time a process has used (user and system, from /proc on Linux); null elsewhere. */
function cpuSecondsOf(pid: number | undefined): number | null {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // Clock ticks of 1/100 s on Linux (USER_HZ).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `npm run build` into build-bench; the output is shown only if the build fails. */
export function buildSite(): number {
  const started = Date.now();
  const env = { ...process.env, BUILD_DIR };
  const build = spawnSync("npm", ["run", "build"], { env, encoding: "utf8", maxBuffer: 1 << 28 });
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}${build.stderr}`);
  return (Date.now() - started) / 1000;
}

/**
 * A second language, German, published before the server first reads its
 * languages: the pages under /de are measured like the default's (the
 * server gives it the shipped German words at start).
 */
async function publishGerman(file: string) {
  const database = openDatabase(`file:${file}`);
  try {
    await migrateToLatest(database);
    await insertLanguage(database.db, {
      code: "de",
      name: "Deutsch",
      published: true,
      now: new Date(),
    });
  } finally {
    await database.close();
  }
}

/**
 * The production server over build-bench on a free loopback port, with a fresh
 * SQLite database, the minimum fill time off and the form rate limit at the
 * largest value server/config.ts accepts, so the load test of POST /api/contact
 * is never refused, and German published. reCAPTCHA stays off: its keys are not passed.
 * `extraEnv` adds or overrides variables (ANALYTICS=off for the counting's cost).
 */
export async function startServer(extraEnv: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), "genesis-bench-"));
  const origin = `http://127.0.0.1:${await freePort()}`;
  await publishGerman(join(dir, "bench.sqlite"));
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    BUILD_DIR,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: new URL(origin).port,
    DATABASE_URL: `file:${join(dir, "bench.sqlite")}`,
    FORM_MIN_FILL_MS: "0",
    FORM_RATE_LIMIT_MAX: "1000000",
    ...extraEnv,
  };
  const args = nodeArgs("main", BUILD_DIR);
  return { origin, ...(await startService(process.execPath, args, env, `${origin}/readyz`, dir)) };
}
