import { spawn, type ChildProcess } from "node:child_process";

/**
 * `npm run cluster` run from another program (the cluster test, the scale
 * bench): scripts/cluster.ts as a child process whose output is kept and
 * read, as an operator reads it in a terminal.
 */
export interface ClusterProcess {
  child: ChildProcess;
  base: string;
  port: string;
  output(): string;
  /** Resolves once the output holds `line` (counting from `from`); throws if the cluster exits first. */
  waitFor(line: string, timeoutMs: number, from?: number): Promise<void>;
  /** The instances the last line that lists them names ("genesis-1 on port 4100 (pid 321)"). */
  instances(): { name: string; port: number; pid: number }[];
  exited: Promise<number | null>;
  /** SIGTERM, as Ctrl-C does: nginx and the instances finish what they have. */
  stop(): Promise<number | null>;
}

export function startClusterProcess(
  args: string[],
  env: Record<string, string | undefined>,
): ClusterProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/cluster.ts", ...args], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
  const listed = /(genesis-\d+) on port (\d+) \(pid (\d+)\)/g;
  return {
    child,
    base: `http://127.0.0.1:${env.CLUSTER_PORT}`,
    port: env.CLUSTER_PORT!,
    output: () => output,
    exited,
    async waitFor(line, timeoutMs, from = 0) {
      for (const deadline = Date.now() + timeoutMs; !output.includes(line, from);) {
        if (child.exitCode !== null || Date.now() > deadline) {
          throw new Error(`The cluster did not print "${line}":\n${output.slice(-4000)}`);
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    instances() {
      const last = output.split("\n").findLast((l) => new RegExp(listed.source).test(l)) ?? "";
      return [...last.matchAll(listed)].map(([, name, port, pid]) => ({
        name: name!,
        port: Number(port),
        pid: Number(pid),
      }));
    },
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}
