import { spawnSync } from "node:child_process";

/**
 * What one page fault costs on this host, in microseconds: the time to touch
 * fresh memory once per 4 KiB page, in a child process (so the bench's own
 * heap plays no part), median of three rounds of 128 MiB.
 *
 * Lighthouse's CPU index times a JavaScript loop and cannot see this, yet a
 * page load in a new renderer maps tens of megabytes: on a virtual machine
 * whose page faults cost ten times the usual, its first tasks grow by hundreds
 * of milliseconds and TBT measures the host, not the page
 * (docs/decisions/044-bench-page-fault-check.md).
 */
export function pageFaultMicros(): number {
  const script = `
    const size = 128 * 1024 * 1024;
    const rounds = [];
    for (let round = 0; round < 3; round++) {
      const started = process.hrtime.bigint();
      const buffer = Buffer.allocUnsafeSlow(size);
      for (let at = 0; at < size; at += 4096) buffer[at] = 1;
      rounds.push(Number(process.hrtime.bigint() - started) / 1000 / (size / 4096));
    }
    rounds.sort((a, b) => a - b);
    process.stdout.write(String(rounds[1]));
  `;
  const child = spawnSync(process.execPath, ["-e", script], { encoding: "utf8" });
  const micros = Number(child.stdout);
  if (child.status !== 0 || !Number.isFinite(micros)) {
    throw new Error(`Could not time page faults: ${child.stderr || child.error?.message}`);
  }
  return micros;
}

/** The bench's words for a host whose page faults are too slow to measure on. */
export function unfitHostMessage(micros: number, limit: number): string {
  return (
    `This host takes ${micros.toFixed(1)} µs a page fault (the budget allows ${limit}). ` +
    "Lighthouse's TBT would measure the host, not the pages: a new renderer's first tasks " +
    "grow by hundreds of milliseconds. Run the bench on another machine, or pass --any-host " +
    "to measure anyway (docs/decisions/044-bench-page-fault-check.md)."
  );
}
