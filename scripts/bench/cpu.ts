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

/** The cores other work kept busy between two samples, on average (0 = none). */
export function otherWorkCores(before: CpuSample | null, after: CpuSample | null): number | null {
  const root = process.pid;
  const cores = coresByRole(before, after, (pid, processes) =>
    isInTree(processes, pid, root) ? "ours" : null,
  );
  if (cores.machine === undefined) return null;
  return Math.max(0, cores.machine - (cores.ours ?? 0));
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
