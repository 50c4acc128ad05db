import type { FastifyBaseLogger } from "fastify";
import type { DatabaseHandle } from "../../db/connection.ts";
import { createLeasedJob, type LeasedJob, type LeasedJobTimings } from "../../ops/leased-job.ts";
import { publishDueItems } from "./schedule.ts";
import { itemTags, purgeTrash } from "./trash.ts";

/**
 * The publishing's periodic work, in every server process: at start and then
 * every `pollMs`, the schedule step (./schedule.ts: scheduled items whose time
 * has come, flagged when late) and the purge of the trash (./trash.ts: items
 * there for 30 days). One instance at a time runs it, under the lease
 * `publishing` (server/ops/leased-job.ts); each item's own conditional write
 * keeps it single even without the lease (a lease that ran out mid-run).
 */
export interface PublishingRun {
  /** Scheduled items that went live. */
  published: number;
  /** Items purged from the trash. */
  purged: number;
}

export type PublishingJobs = LeasedJob<PublishingRun>;

const defaultPublishingJobTimings: LeasedJobTimings = {
  firstRunMs: 0,
  pollMs: 30_000,
  leaseMs: 2 * 60_000,
};

export function createPublishingJobs(options: {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  /** The public pages a change shows on (render cache tags), dropped on every instance. */
  onChange?: (tags: string[]) => void;
  timings?: Partial<LeasedJobTimings>;
}): PublishingJobs {
  const { database, log } = options;
  return createLeasedJob({
    name: "publishing",
    database,
    log,
    timings: { ...defaultPublishingJobTimings, ...options.timings },
    failure: "The publishing schedule could not run; trying again later",
    async run(now) {
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
      return { published: live.length, purged: purged.length };
    },
  });
}
