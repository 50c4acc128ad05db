import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { LedgerCount } from "./enquiry-ledger.ts";

/**
 * The figures of a fault scenario for docs/reliability.md. Each test file
 * writes its own JSON under test-results/fault-figures/ (git-ignored); the
 * committed document is updated by hand from a real run.
 */
export interface FaultFigure {
  fault: string;
  /** What a visitor saw, in words and counts ("503 JSON ×6, then 201"). */
  visitorSaw: string;
  submissions: Omit<LedgerCount, "statuses"> | null;
  processCrashed: boolean;
  /** From the end of the fault to the first request served normally; null if not measured. */
  recoveryMs: number | null;
}

export function faultFigures(file: string) {
  const figures: FaultFigure[] = [];
  return {
    add(figure: FaultFigure) {
      figures.push(figure);
    },
    write() {
      if (figures.length === 0) return;
      const dir = join("test-results", "fault-figures");
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, `${file}.json`), `${JSON.stringify(figures, null, 2)}\n`);
    },
  };
}

/** "201 ×4, 503 ×6" from status counts; 0 reads as "no answer". */
export function describeStatuses(statuses: Record<string, number>): string {
  return Object.entries(statuses)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, n]) => `${status === "0" ? "no answer" : status} ×${n}`)
    .join(", ");
}

/** How long a fault test lets a server take to start: seconds on an idle machine, more on a busy one. */
export const STARTUP_MS = 60_000;

/** Polls `attempt` until it returns true; resolves with the milliseconds it took. */
export async function timeUntil(
  attempt: () => Promise<boolean>,
  { timeoutMs = 20_000, everyMs = 50 } = {},
): Promise<number> {
  const started = Date.now();
  while (!(await attempt().catch(() => false))) {
    if (Date.now() - started > timeoutMs) throw new Error(`not recovered within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
  return Date.now() - started;
}
