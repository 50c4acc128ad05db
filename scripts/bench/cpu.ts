import { readFileSync, readdirSync } from "node:fs";

/**
 * Where the machine's CPU went while the bench measured (Linux /proc).
 *
 * - Lighthouse: the load average counts the bench's own Chromium, Lighthouse
 *   and server too, which on two cores is about 2 by itself; what makes a run
 *   unfair is the rest, the CPU time of processes outside the bench's tree.
 * - The scale bench: the cores each part of the cluster used (instances,
 *   nginx, PostgreSQL, the load generator), to say what limits the figures.
 */

// USER_HZ: 100 on every Linux the bench runs on (sysconf(_SC_CLK_TCK)).
const TICKS_PER_SECOND = 100;

interface ProcessTicks {
  ppid: number;
  /** The command name, as in `ps -o comm` ("node", "nginx", "postgres"). */
  comm: string;
  /** Clock ticks used by the process and its finished children. */
  ticks: number;
  /** Clock ticks used by the process itself. */
  own: number;
}

/** Every process's CPU ticks now, by pid. */
function readProcesses(): Map<number, ProcessTicks> {
  const processes = new Map<number, ProcessTicks>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // pid (comm) state ppid … utime(14) stime(15) cutime(16) cstime(17): after the
      // command name (which may hold spaces), field n is at n - 3.
      const rest = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      processes.set(Number(entry), {
        ppid: Number(rest[1]),
        comm: stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")),
        ticks: Number(rest[11]) + Number(rest[12]) + Number(rest[13]) + Number(rest[14]),
        own: Number(rest[11]) + Number(rest[12]),
      });
    } catch {
      // gone meanwhile
    }
  }
  return processes;
}

function isInTree(processes: Map<number, ProcessTicks>, pid: number, root: number): boolean {
  for (let p = pid, depth = 0; p > 1 && depth < 64; depth++) {
    if (p === root) return true;
    const parent = processes.get(p)?.ppid;
    if (parent === undefined) return false;
    p = parent;
  }
  return false;
}

export interface CpuSample {
  at: number;
  /** Busy clock ticks of the whole machine since boot. */
  busy: number;
  processes: Map<number, ProcessTicks>;
}

export function sampleCpu(): CpuSample | null {
  try {
    const fields = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/);
    // cpu user nice system idle iowait irq softirq steal …
    const [user, nice, system, , , irq, softirq, steal] = fields.slice(1).map(Number);
    const busy = user! + nice! + system! + irq! + softirq! + (steal ?? 0);
    return { at: Date.now(), busy, processes: readProcesses() };
  } catch {
    return null; // not Linux
  }
}

/**
 * The cores used between two samples, by the part `roleOf` names for each
 * process (null: not counted), plus "machine" for all of it. A process that
 * ended in between is counted with its parent, as its ticks are.
 */
export function coresByRole(
  before: CpuSample | null,
  after: CpuSample | null,
  roleOf: (pid: number, processes: Map<number, ProcessTicks>) => string | null,
): Record<string, number> {
  if (!before || !after || after.at <= before.at) return {};
  const seconds = (after.at - before.at) / 1000;
  const cores: Record<string, number> = {
    machine: (after.busy - before.busy) / TICKS_PER_SECOND / seconds,
  };
  for (const [pid, now] of after.processes) {
    const role = roleOf(pid, after.processes);
    if (!role) continue;
    const used = now.ticks - (before.processes.get(pid)?.ticks ?? 0);
    cores[role] = (cores[role] ?? 0) + used / TICKS_PER_SECOND / seconds;
  }
  return cores;
}

/**
 * Follows this process's tree while a measurement runs, to tell its CPU from
 * other work's. Sampled four times a second, each process counted by its own
 * ticks as last seen: a browser's helpers that outlive it are handed to init
 * and reaped there, so their time would otherwise look like someone else's.
 */
export function followOwnWork(): { stop(): number | null } {
  const start = sampleCpu();
  if (!start) return { stop: () => null };
  const root = process.pid;
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  const look = () => {
    const processes = readProcesses();
    for (const [pid, info] of processes) {
      if (!last.has(pid) && !isInTree(processes, pid, root)) continue;
      // A pid seen for the first time after the start began during the measurement.
      if (!first.has(pid))
        first.set(pid, start.processes.has(pid) ? start.processes.get(pid)!.own : 0);
      last.set(pid, info.own);
    }
  };
  look();
  const timer = setInterval(look, 250);
  return {
    stop() {
      clearInterval(timer);
      look();
      const end = sampleCpu();
      if (!end || end.at <= start.at) return null;
      let ours = 0;
      for (const [pid, ticks] of last) ours += ticks - (first.get(pid) ?? 0);
      const seconds = (end.at - start.at) / 1000;
      const machine = (end.busy - start.busy) / TICKS_PER_SECOND;
      return Math.max(0, (machine - ours / TICKS_PER_SECOND) / seconds);
    },
  };
}

/** The parts of a cluster on this machine, for `coresByRole`. */
export function clusterRoles(instancePids: number[]) {
  return (pid: number, processes: Map<number, ProcessTicks>): string | null => {
    if (pid === process.pid) return "load generator";
    if (instancePids.includes(pid)) return "instances";
    const comm = processes.get(pid)?.comm ?? "";
    if (comm === "nginx") return "nginx";
    if (comm === "postgres") return "PostgreSQL";
    if (comm.startsWith("redis")) return "Redis";
    return null;
  };
}
