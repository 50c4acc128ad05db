import type { FastifyBaseLogger } from "fastify";
import type { DatabaseHandle } from "../../db/connection.ts";
import { claimJobLease, releaseJobLease } from "../../db/job-leases.ts";
import { publishDueItems } from "./schedule.ts";
import { itemTags, purgeTrash } from "./trash.ts";

/**
 * The publishing's periodic work, in every server process: at start and then
 * every `pollMs`, the schedule step (./schedule.ts: scheduled items whose time
 * has come, flagged when late) and the purge of the trash (./trash.ts: items
 * there for 30 days). One instance at a time runs it, under the lease
 * `publishing` (server/db/job-leases.ts); each item's own conditional write
 * keeps it single even without the lease (a lease that ran out mid-run).
 */
export interface PublishingJobs {
  start(): void;
  /** One run at `now`, if this instance gets the lease; false when another holds it. */
  runOnce(now?: Date): Promise<boolean>;
  stop(): Promise<void>;
}

export interface PublishingJobTimings {
  pollMs: number;
  /** Longer than the slowest run. */
  leaseMs: number;
}

export const defaultPublishingJobTimings: PublishingJobTimings = {
  pollMs: 30_000,
  leaseMs: 2 * 60_000,
};

const LEASE = "publishing";

export function createPublishingJobs(options: {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  /** The public pages a change shows on (render cache tags), dropped on every instance. */
  onChange?: (tags: string[]) => void;
  timings?: Partial<PublishingJobTimings>;
}): PublishingJobs {
  const { database, log } = options;
  const timings = { ...defaultPublishingJobTimings, ...options.timings };
  let stopped = false;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;

  async function runOnce(now = new Date()): Promise<boolean> {
    const lease = await claimJobLease(database, { name: LEASE, now, leaseMs: timings.leaseMs });
    if (!lease) return false;
    try {
      const live = await publishDueItems(database, { now });
      for (const item of live) {
        log[item.late ? "warn" : "info"](
          { kind: item.kind, id: item.id, planned: item.planned, late: item.late },
          item.late
            ? "A scheduled item went live late: its time passed while no instance was running"
            : "A scheduled item went live",
        );
      }
      const tags = new Set(live.flatMap((item) => itemTags(item.kind, item.slug)));
      if (tags.size) options.onChange?.([...tags]);
      // A purged item was off every public page already: no kept page changes.
      const purged = await purgeTrash(database, { now });
      if (purged.length) log.info({ purged: purged.length }, "Purged items from the trash");
    } finally {
      await releaseJobLease(database, lease);
    }
    return true;
  }

  async function run() {
    while (!stopped) {
      try {
        await runOnce();
      } catch (error) {
        log.warn({ err: error }, "The publishing schedule could not run; trying again later");
      }
      if (stopped) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, timings.pollMs);
        function done() {
          clearTimeout(timer);
          wake = null;
          resolve();
        }
        wake = done;
      });
    }
  }

  return {
    start() {
      if (loop || stopped) return;
      loop = run();
    },
    runOnce,
    async stop() {
      stopped = true;
      wake?.();
      await loop;
    },
  };
}
