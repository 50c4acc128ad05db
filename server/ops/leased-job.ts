import type { FastifyBaseLogger } from "fastify";
import type { DatabaseHandle } from "../db/connection.ts";
import { claimJobLease, releaseJobLease } from "../db/job-leases.ts";

/**
 * A periodic job in every server process, run by one instance at a time under
 * its lease (server/db/job-leases.ts): the publishing schedule, the retention
 * purge, the spam purge. Each process looks `firstRunMs` after start, then
 * every `pollMs`; with `everyMs` the job runs once that interval across the
 * cluster, however many instances look. A run that fails hands the lease back
 * unfinished, so the next instance to look tries again; the failure is logged,
 * never thrown into the timer.
 */
export interface LeasedJob<T> {
  start(): void;
  /** One run at `now`, if this instance gets the lease (and the job is due): its result; null when not. */
  runOnce(now?: Date): Promise<T | null>;
  /** No more runs; waits for one under way. */
  stop(): Promise<void>;
}

export interface LeasedJobTimings {
  /** The first look after start: late enough not to slow a start-up (or a test's short-lived app). */
  firstRunMs: number;
  /** How often each process looks. */
  pollMs: number;
  /** How often the cluster runs it; without it, at every look that gets the lease. */
  everyMs?: number;
  /** How long a run may hold the lease: longer than the slowest run. */
  leaseMs: number;
  /** A scheduled job: the schedule's latest time at `now` (the job is due once after each). */
  dueSince?: (now: Date) => Date | null;
}

export function createLeasedJob<T>(options: {
  /** The lease's name (a row of job_leases). */
  name: string;
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  timings: LeasedJobTimings;
  run: (now: Date) => Promise<T>;
  /** The log line when a run fails. */
  failure: string;
}): LeasedJob<T> {
  const { name, database, log, timings, run } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  async function runOnce(now = new Date()): Promise<T | null> {
    const lease = await claimJobLease(database, {
      name,
      now,
      leaseMs: timings.leaseMs,
      everyMs: timings.everyMs,
      ...(timings.dueSince && { dueSince: timings.dueSince(now) }),
    });
    if (!lease) return null;
    let result: T;
    try {
      result = await run(now);
    } catch (error) {
      await releaseJobLease(database, lease).catch(() => {});
      throw error;
    }
    await releaseJobLease(database, lease, { finished: true, now });
    return result;
  }

  function schedule(ms: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .catch((error: unknown) => log.warn({ err: error }, options.failure))
        .finally(() => {
          running = null;
          schedule(timings.pollMs);
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
