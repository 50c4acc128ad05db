import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { nodeArgs } from "../../scripts/server-bundle.ts";

/**
 * Runs the compiled server (`<BUILD_DIR>/node/main.js`) with plain Node in a child
 * process, as `npm start` does after its build step.
 */
export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output(): string;
  exited: Promise<{ code: number | null; stderr: string }>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export function requireBuild() {
  if (!existsSync(`${process.env.BUILD_DIR || "build"}/server/index.js`)) {
    throw new Error("No production build: run `npm run build` first (npm test does this).");
  }
}

export function runServer(env: Record<string, string>): ServerProcess {
  requireBuild();
  const child = spawn(process.execPath, nodeArgs("main"), {
    env: {
      PATH: process.env.PATH,
      BUILD_DIR: process.env.BUILD_DIR || "build",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (c) => (stdout += c));
  child.stderr!.on("data", (c) => (stderr += c));
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    // "close": after the outputs are read to their end, so `stderr` is whole.
    child.once("close", (code) => resolve({ code, stderr })),
  );
  return {
    child,
    baseUrl: `http://127.0.0.1:${env.PORT}`,
    output: () => stdout + stderr,
    exited,
    async stop(signal = "SIGTERM") {
      child.kill(signal);
      return (await exited).code;
    },
  };
}

/** Resolves once /healthz answers, or rejects with what the process printed. */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 45_000) {
  const deadline = Date.now() + timeoutMs;
  let exitedEarly = false;
  server.exited.then(() => (exitedEarly = true));
  while (Date.now() < deadline && !exitedEarly) {
    try {
      if ((await fetch(`${server.baseUrl}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The server did not become ready:\n${server.output()}`);
}
