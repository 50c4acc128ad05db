import type { FastifyBaseLogger } from "fastify";
import type { RetentionPeriods } from "../../config.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { createLeasedJob, type LeasedJob, type LeasedJobTimings } from "../../ops/leased-job.ts";
import { purgeExpired, type Purged } from "./retention.ts";

/**
 * The retention purge (./retention.ts) in every server process, one instance
 * at a time under the lease `retention` and once an hour across the cluster
 * (server/ops/leased-job.ts).
 */
export type RetentionJob = LeasedJob<Purged[]>;

const defaultRetentionTimings: LeasedJobTimings = {
  firstRunMs: 5 * 60_000,
  pollMs: 60 * 60_000,
  everyMs: 60 * 60_000,
  leaseMs: 10 * 60_000,
};

export function createRetentionJob(options: {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  periods: RetentionPeriods;
  timings?: Partial<LeasedJobTimings>;
}): RetentionJob {
  const { database, log, periods } = options;
  return createLeasedJob({
    name: "retention",
    database,
    log,
    timings: { ...defaultRetentionTimings, ...options.timings },
    failure: "Retention: the purge could not run; trying again later",
    async run(now) {
      const purged = await purgeExpired(database.db, periods, now);
      const deleted = purged.filter((p) => p.rows > 0);
      if (deleted.length)
        log.info({ purged: deleted }, "Retention: deleted rows past their period");
      return purged;
    },
  });
}
