import { readFileSync, readdirSync } from "node:fs";

/**
 * How busy the machine was with work that is not the bench's (Linux /proc).
 * The load average counts the bench's own Chromium, Lighthouse and server
 * too, which on two cores is about 2 by itself; what makes a run unfair is
 * the rest: CPU time spent by processes outside this process's tree.
 */
export interface CpuSample {
  at: number;
  /** Busy clock ticks of the whole machine since boot. */
  busy: number;
  /** Clock ticks of this process and its descendants, the finished ones included. */
  ours: number;
}

// USER_HZ: 100 on every Linux the bench runs on (sysconf(_SC_CLK_TCK)).
const TICKS_PER_SECOND = 100;

export function sampleCpu(): CpuSample | null {
  try {
    const fields = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/);
    // cpu user nice system idle iowait irq softirq steal …
    const [user, nice, system, , , irq, softirq, steal] = fields.slice(1).map(Number);
    const busy = user! + nice! + system! + irq! + softirq! + (steal ?? 0);
    return { at: Date.now(), busy, ours: treeTicks(process.pid) };
  } catch {
    return null; // not Linux
  }
}

/** The cores other work kept busy between two samples, on average (0 = none). */
export function otherWorkCores(before: CpuSample | null, after: CpuSample | null): number | null {
  if (!before || !after || after.at <= before.at) return null;
  const seconds = (after.at - before.at) / 1000;
  const other = after.busy - before.busy - (after.ours - before.ours);
  return Math.max(0, other / TICKS_PER_SECOND / seconds);
}

function treeTicks(root: number): number {
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // After the command name (which may hold spaces): state ppid … utime(14) stime cutime cstime.
      const rest = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const ticks = Number(rest[11]) + Number(rest[12]) + Number(rest[13]) + Number(rest[14]);
      stats.set(Number(entry), { ppid: Number(rest[1]), ticks });
    } catch {
      // gone meanwhile
    }
  }
  let total = 0;
  const inTree = (pid: number): boolean => {
    for (let p = pid, depth = 0; p > 1 && depth < 64; depth++) {
      if (p === root) return true;
      const parent = stats.get(p)?.ppid;
      if (parent === undefined) return false;
      p = parent;
    }
    return false;
  };
  for (const [pid, { ticks }] of stats) if (inTree(pid)) total += ticks;
  return total;
}
