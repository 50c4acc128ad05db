import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { nodeArgs } from "../server-bundle.ts";
import { freePort, waitForHttp } from "./net.ts";

/** The bench's own build directory (ignored by git), so it never disturbs other builds. */
export const BUILD_DIR = "build-bench";

/** `npm run build` into build-bench; the output is shown only if the build fails. */
export async function buildSite(): Promise<number> {
  const started = Date.now();
  const child = spawn("npm", ["run", "build"], {
    env: { ...process.env, BUILD_DIR },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk));
  const code = await exited(child);
  if (code !== 0) throw new Error(`npm run build failed (exit ${code}):\n${output}`);
  return (Date.now() - started) / 1000;
}

export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

/**
 * The production server over build-bench on a free loopback port, with a fresh
 * SQLite database, the minimum fill time off and the form rate limit raised to
 * its largest allowed value, so load tests of POST /api/contact are not refused.
 * reCAPTCHA stays off because its keys are not passed. Logs go to a file.
 */
export async function startServer(): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), "genesis-bench-"));
  const port = await freePort();
  const log = openSync(join(dir, "server.log"), "w");
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    BUILD_DIR,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATABASE_URL: `file:${join(dir, "bench.sqlite")}`,
    FORM_MIN_FILL_MS: "0",
    // The largest value server/config.ts accepts (1,000,000 per window).
    FORM_RATE_LIMIT_MAX: "1000000",
  };
  const child = spawn(process.execPath, nodeArgs("main", BUILD_DIR), {
    env,
    stdio: ["ignore", log, log],
  });
  closeSync(log);
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await exited(child);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${origin}/readyz`, 60_000, () => child.exitCode === null);
  } catch (error) {
    const output = readFileSync(join(dir, "server.log"), "utf8");
    await stop();
    throw new Error(`The server did not start: ${String(error)}\n${output}`);
  }
  return { origin, stop };
}

export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}
