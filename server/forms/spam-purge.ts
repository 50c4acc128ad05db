import { sql, type Kysely } from "kysely";
import type { FastifyBaseLogger } from "fastify";
import type { DatabaseHandle } from "../db/connection.ts";
import { claimJobLease, releaseJobLease } from "../db/job-leases.ts";
import type { Database } from "../db/schema.ts";

/**
 * Deletes spam 30 days after it was filed (docs/decisions/041-spam-folder.md,
 * docs/privacy.md "Spam"). Every server process runs the timer; the job's
 * lease (server/db/job-leases.ts) lets one instance at a time purge, once an
 * interval across the cluster.
 */

export const SPAM_RETENTION_DAYS = 30;
const RETENTION_MS = SPAM_RETENTION_DAYS * 24 * 60 * 60 * 1000;
const BATCH = 500;
export const SPAM_PURGE_JOB = "spam-purge";

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
  const counts: PurgeCounts = { enquiries: 0, comments: 0 };
  for (;;) {
    const deleted = await database.db.transaction().execute(async (trx) => {
      const ids = await expiredSpam(trx, "contact_enquiries", cutoff);
      if (ids.length === 0) return 0;
      await trx.deleteFrom("mail_outbox").where("enquiry_id", "in", ids).execute();
      await trx.deleteFrom("enquiry_events").where("enquiry_id", "in", ids).execute();
      await trx
        .deleteFrom("contact_enquiries")
        .where("id", "in", ids)
        .where("status", "=", "spam")
        .execute();
      return ids.length;
    });
    counts.enquiries += deleted;
    if (deleted < BATCH) break;
  }
  for (;;) {
    const deleted = await database.db.transaction().execute(async (trx) => {
      const ids = await expiredSpam(trx, "blog_comments", cutoff);
      if (ids.length === 0) return 0;
      await trx
        .deleteFrom("blog_comments")
        .where("id", "in", ids)
        .where("status", "=", "spam")
        .execute();
      return ids.length;
    });
    counts.comments += deleted;
    if (deleted < BATCH) break;
  }
  return counts;
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

export interface PurgeTimings {
  /** How long after start the first look is (spread so instances do not all start at once). */
  firstRunMs: number;
  /** How often each instance asks whether the purge is due. */
  pollMs: number;
  /** How often the cluster purges. */
  everyMs: number;
  /** How long a claim lasts: far longer than a purge takes. */
  leaseMs: number;
}

export const defaultPurgeTimings: PurgeTimings = {
  firstRunMs: 60_000,
  pollMs: 10 * 60_000,
  everyMs: 60 * 60_000,
  leaseMs: 10 * 60_000,
};

export interface SpamPurge {
  start(): void;
  /** One attempt: purges when this instance gets the lease and the job is due; null when not. */
  runOnce(now?: Date): Promise<PurgeCounts | null>;
  stop(): Promise<void>;
}

export function createSpamPurge(options: {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  /** This process's name (INSTANCE_NAME), in the lease's holder. */
  instance: string;
  timings?: Partial<PurgeTimings>;
}): SpamPurge {
  const timings = { ...defaultPurgeTimings, ...options.timings };
  const { database, log } = options;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;

  async function runOnce(now = new Date()): Promise<PurgeCounts | null> {
    const lease = await claimJobLease(database, {
      name: SPAM_PURGE_JOB,
      leaseMs: timings.leaseMs,
      everyMs: timings.everyMs,
      now,
    });
    if (!lease) return null;
    let finished = false;
    try {
      const counts = await purgeSpam(database, now);
      finished = true;
      if (counts.enquiries || counts.comments) {
        log.info(counts, `Spam older than ${SPAM_RETENTION_DAYS} days purged`);
      }
      return counts;
    } finally {
      await releaseJobLease(database, lease, { finished, now: new Date() });
    }
  }

  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .catch((error: unknown) =>
          log.warn({ err: error }, "The spam purge failed; it runs again later"),
        )
        .finally(() => {
          running = null;
          schedule(timings.pollMs);
        });
    }, ms);
    timer.unref();
  };

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
