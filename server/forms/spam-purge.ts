import { sql, type Kysely } from "kysely";
import type { FastifyBaseLogger } from "fastify";
import type { DatabaseHandle } from "../db/connection.ts";
import type { Database } from "../db/schema.ts";
import { createLeasedJob, type LeasedJob, type LeasedJobTimings } from "../ops/leased-job.ts";

/**
 * Deletes spam 30 days after it was filed (docs/decisions/041-spam-folder.md,
 * docs/privacy.md "Spam"), one instance at a time under the lease
 * `spam-purge` (server/ops/leased-job.ts).
 */

export const SPAM_RETENTION_DAYS = 30;
const RETENTION_MS = SPAM_RETENTION_DAYS * 24 * 60 * 60 * 1000;
const BATCH = 500;
const SPAM_PURGE_JOB = "spam-purge";

export interface PurgeCounts {
  enquiries: number;
  comments: number;
}

// When a row became spam; rows filed before migration 018 got its time there.
const filedAt = sql<string>`coalesce(spam_at, created_at)`;

/**
 * Deletes the enquiries and comments that have been spam for longer than
 * 30 days, with what belongs to an enquiry (its history, its e-mail in the
 * outbox), in batches. A row moved out of spam ('Not spam') is never touched.
 */
export async function purgeSpam(database: DatabaseHandle, now = new Date()): Promise<PurgeCounts> {
  const cutoff = new Date(now.getTime() - RETENTION_MS).toISOString();
  /** A table's expired spam, a batch a transaction, with what belongs to each row deleted first. */
  const purge = async (
    table: "contact_enquiries" | "blog_comments",
    belonging: (trx: Kysely<Database>, ids: string[]) => Promise<void> = async () => {},
  ) => {
    let total = 0;
    for (;;) {
      const deleted = await database.db.transaction().execute(async (trx) => {
        const ids = await expiredSpam(trx, table, cutoff);
        if (ids.length === 0) return 0;
        await belonging(trx, ids);
        await trx.deleteFrom(table).where("id", "in", ids).where("status", "=", "spam").execute();
        return ids.length;
      });
      total += deleted;
      if (deleted < BATCH) return total;
    }
  };
  return {
    enquiries: await purge("contact_enquiries", async (trx, ids) => {
      await trx.deleteFrom("mail_outbox").where("enquiry_id", "in", ids).execute();
      await trx.deleteFrom("enquiry_events").where("enquiry_id", "in", ids).execute();
    }),
    comments: await purge("blog_comments"),
  };
}

async function expiredSpam(
  db: Kysely<Database>,
  table: "contact_enquiries" | "blog_comments",
  cutoff: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom(table)
    .select("id")
    .where("status", "=", "spam")
    .where(filedAt, "<", cutoff)
    .limit(BATCH)
    .execute();
  return rows.map((row) => row.id);
}

const defaultPurgeTimings: LeasedJobTimings = {
  firstRunMs: 60_000,
  pollMs: 10 * 60_000,
  everyMs: 60 * 60_000,
  leaseMs: 10 * 60_000,
};

/** The purge in every server process, one instance at a time, once an hour across the cluster. */
export type SpamPurge = LeasedJob<PurgeCounts>;

export function createSpamPurge(options: {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  timings?: Partial<LeasedJobTimings>;
}): SpamPurge {
  const { database, log } = options;
  return createLeasedJob({
    name: SPAM_PURGE_JOB,
    database,
    log,
    timings: { ...defaultPurgeTimings, ...options.timings },
    failure: "The spam purge failed; it runs again later",
    async run(now) {
      const counts = await purgeSpam(database, now);
      if (counts.enquiries || counts.comments) {
        log.info(counts, `Spam older than ${SPAM_RETENTION_DAYS} days purged`);
      }
      return counts;
    },
  });
}
