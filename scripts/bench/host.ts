import { spawnSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";

// USER_HZ: 100 on every Linux the bench runs on (sysconf(_SC_CLK_TCK)).
export const TICKS_PER_SECOND = 100;

/** Each process's parent, name and CPU ticks (its own; with its ended children's), from /proc. */
export function readProcesses() {
  const processes = new Map<number, { ppid: number; comm: string; own: number; all: number }>();
  for (const pid of readdirSync("/proc").filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      // Past the command name, which may hold spaces, field n is at n - 3 (man 5 proc's numbers).
      const close = stat.lastIndexOf(")");
      const fields = stat.slice(close + 2).split(" ");
      const n = (field: number) => Number(fields[field - 3]);
      const [ppid, own, children] = [n(4), n(14) + n(15), n(16) + n(17)];
      const comm = stat.slice(stat.indexOf("(") + 1, close);
      processes.set(Number(pid), { ppid, comm, own, all: own + children });
    } catch {
      // gone meanwhile
    }
  }
  return processes;
}

/** Busy clock ticks of the whole machine since boot (user, nice, system, irq, softirq, steal). */
export function machineBusyTicks(): number {
  const line = readFileSync("/proc/stat", "utf8").split("\n")[0]!;
  const [, user, nice, system, , , irq, softirq, steal = 0] = line.split(/\s+/).map(Number);
  return user! + nice! + system! + irq! + softirq! + steal;
}

/**
 * Follows this process's tree while a Lighthouse run goes on and says how many cores other work
 * kept busy meanwhile: the load average counts the bench's own browser and server, about 2 on two
 * cores by itself. Sampled four times a second, each process by its own ticks as last seen: a
 * browser's helpers that outlive it are reaped by init, and would look like other work.
 */
export function followOwnWork(): { stop(): number | null } {
  if (process.platform !== "linux") return { stop: () => null };
  const [startedAt, busyAtStart, atStart] = [Date.now(), machineBusyTicks(), readProcesses()];
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  const look = () => {
    const processes = readProcesses();
    const ours = (pid: number) => {
      for (let p = pid, depth = 0; p > 1 && depth < 64; depth++, p = processes.get(p)?.ppid ?? 0) {
        if (p === process.pid) return true;
      }
      return false;
    };
    for (const [pid, { own }] of processes) {
      if (!last.has(pid) && !ours(pid)) continue;
      // A process first seen after the start began during the run.
      if (!first.has(pid)) first.set(pid, atStart.get(pid)?.own ?? 0);
      last.set(pid, own);
    }
  };
  look();
  const timer = setInterval(look, 250);
  return {
    stop() {
      clearInterval(timer);
      look();
      let ours = 0;
      for (const [pid, ticks] of last) ours += ticks - first.get(pid)!;
      const other = (machineBusyTicks() - busyAtStart - ours) / TICKS_PER_SECOND;
      return Math.max(0, other / Math.max(0.001, (Date.now() - startedAt) / 1000));
    },
  };
}

/**
 * What one page fault costs, in µs: fresh memory touched once per 4 KiB page in a child process
 * (the bench's heap plays no part), the median of three rounds of 128 MiB. Lighthouse's CPU index
 * times a loop on memory it holds and cannot see it, yet a new renderer maps tens of megabytes:
 * where faults are slow its first tasks grow by hundreds of milliseconds (decision 044).
 */
export function pageFaultMicros(): number {
  const script = `const size = 128 * 1024 * 1024, rounds = [];
    for (let round = 0; round < 3; round++) {
      const started = process.hrtime.bigint();
      const buffer = Buffer.allocUnsafeSlow(size);
      for (let at = 0; at < size; at += 4096) buffer[at] = 1;
      rounds.push(Number(process.hrtime.bigint() - started) / 1000 / (size / 4096));
    }
    process.stdout.write(String(rounds.sort((a, b) => a - b)[1]));`;
  const child = spawnSync(process.execPath, ["-e", script], { encoding: "utf8" });
  const micros = Number(child.stdout);
  if (child.status !== 0 || !Number.isFinite(micros)) {
    throw new Error(`Could not time page faults: ${child.stderr || child.error?.message}`);
  }
  return micros;
}
