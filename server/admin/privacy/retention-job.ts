import type { FastifyBaseLogger } from "fastify";
import type { RetentionPeriods } from "../../config.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { claimJobLease, releaseJobLease } from "../../db/job-leases.ts";
import { purgeExpired, type Purged } from "./retention.ts";

/**
 * The retention purge (./retention.ts) in every server process: a first run a
 * while after start, then a look every `intervalMs`. One instance at a time
 * runs it, under the lease `retention` (server/db/job-leases.ts), and only
 * when the last finished run is an interval old (`everyMs`), so behind
 * several instances it runs once an interval, not once per instance. A run
 * that fails hands the lease back unfinished: the next instance to look tries
 * again.
 */
export interface RetentionJob {
  start(): void;
  /** One run at `now`, if this instance gets the lease: what it deleted; null when another holds it. */
  runOnce(now?: Date): Promise<Purged[] | null>;
  stop(): Promise<void>;
}

export interface RetentionTimings {
  /** The first run after start: late enough not to slow a start-up (or a test's short-lived app). */
  firstRunMs: number;
  /** Between runs, across the cluster. */
  intervalMs: number;
  /** How long a run may hold the lease: longer than the slowest run. */
  leaseMs: number;
}

export const defaultRetentionTimings: RetentionTimings = {
  firstRunMs: 5 * 60_000,
  intervalMs: 60 * 60_000,
  leaseMs: 10 * 60_000,
};

const LEASE = "retention";

export function createRetentionJob(options: {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  periods: RetentionPeriods;
  timings?: Partial<RetentionTimings>;
}): RetentionJob {
  const { database, log, periods } = options;
  const timings = { ...defaultRetentionTimings, ...options.timings };
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  async function runOnce(now = new Date()): Promise<Purged[] | null> {
    const lease = await claimJobLease(database, {
      name: LEASE,
      now,
      leaseMs: timings.leaseMs,
      everyMs: timings.intervalMs,
    });
    if (!lease) return null;
    let purged: Purged[];
    try {
      purged = await purgeExpired(database.db, periods, now);
    } catch (error) {
      await releaseJobLease(database, lease).catch(() => {});
      throw error;
    }
    await releaseJobLease(database, lease, { finished: true, now });
    const deleted = purged.filter((p) => p.rows > 0);
    if (deleted.length) log.info({ purged: deleted }, "Retention: deleted rows past their period");
    return purged;
  }

  function schedule(ms: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .catch((error: unknown) =>
          log.warn({ err: error }, "Retention: the purge could not run; trying again later"),
        )
        .finally(() => {
          running = null;
          schedule(timings.intervalMs);
        });
    }, ms);
    timer.unref();
  }

  return {
    start() {
      if (timer || stopped) return;
      schedule(timings.firstRunMs);
    },
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
