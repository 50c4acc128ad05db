import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../db/connection.ts";
import {
  dayOf,
  endPastDays,
  insertViews,
  saltOf,
  visitorHash,
  type StoredView,
} from "../db/analytics-views.ts";
import { pageViewOf, type PageView } from "./page-view.ts";

/**
 * The views counted (./page-view.ts), held in memory and written in
 * batches (never a write a request): within `flushMs`, when the process
 * closes, and before the console reads them. The visitor's hash is made at
 * the write with the day's salt, then the address and User-Agent are
 * forgotten. While the database is away the views wait, at most
 * `maxPending` besides the batch being written (the oldest are dropped past
 * it, and said so), and are written once it is back; a process that ends
 * meanwhile loses them.
 */
export interface PageViewLog {
  /** Counts one view. Never throws. */
  record(view: PageView): void;
  /** Writes what is counted so far. Never throws. */
  flush(): Promise<void>;
}

export function createPageViewLog(options: {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  /** The site's own host, hashed into the visitor's pseudonym (SITE_URL's). */
  site: string;
  flushMs?: number;
  maxPending?: number;
  /** A batch this large is written at once, before `flushMs`. */
  batchSize?: number;
}): PageViewLog {
  const { database, log, site, flushMs = 2000, maxPending = 10_000, batchSize = 500 } = options;
  let pending: PageView[] = [];
  let timer: NodeJS.Timeout | null = null;
  let dropped = 0;
  let endedBefore = "";
  let writing: Promise<void> = Promise.resolve();
  /** Whether the last write failed: its views wait. */
  let failing = false;

  const write = async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const views = pending;
    pending = [];
    if (dropped > 0) {
      log.warn(
        { dropped },
        "Analytics: too many views waited for the database; the oldest were not counted",
      );
      dropped = 0;
    }
    if (views.length === 0) return;
    try {
      const salts = new Map<string, string>();
      // A person's views in one batch share their hash: made once (the batch's own memory only).
      const hashes = new Map<string, string>();
      const stored: StoredView[] = [];
      for (const view of views) {
        // The address and User-Agent stay behind: only the hash is written.
        const { at, who, ...fields } = view;
        const day = dayOf(at);
        let salt = salts.get(day);
        if (!salt) salts.set(day, (salt = await saltOf(database.db, day)));
        const person = `${day}\n${who.address}\n${who.userAgent}`;
        let visitor = hashes.get(person);
        if (!visitor) hashes.set(person, (visitor = visitorHash(salt, who, site)));
        stored.push({ ...fields, day, at: at.toISOString(), visitor });
      }
      await insertViews(database.db, stored);
      // Yesterday ends after its last views are written with its salt, not before: a view of
      // its last seconds would otherwise make a new salt, and its visitor a second one.
      const today = dayOf(new Date());
      if (endedBefore !== today) {
        await endPastDays(database.db, today);
        endedBefore = today;
      }
      if (failing) {
        failing = false;
        log.info(
          { views: views.length },
          "Analytics: the database is back; the waiting views are written",
        );
      }
    } catch (error) {
      // Kept for the next write, the oldest going first past the bound.
      pending = [...views, ...pending];
      const over = pending.length - maxPending;
      if (over > 0) {
        pending = pending.slice(over);
        dropped += over;
      }
      timer ??= setTimeout(() => void flush(), flushMs).unref();
      // The cause in full once; while it lasts, a line every retry.
      log.warn(
        failing
          ? { views: views.length, error: error instanceof Error ? error.message : String(error) }
          : { err: error, views: views.length },
        "Analytics: could not write the views; they wait",
      );
      failing = true;
    }
  };
  const flush = () => (writing = writing.then(write));

  return {
    record(view) {
      if (pending.length >= maxPending) {
        pending.shift();
        dropped += 1;
      }
      pending.push(view);
      // A full batch goes at once: views held for seconds outlive the young generation,
      // and a busy site's would cost it old-generation collections.
      if (pending.length === batchSize && !failing) void flush();
      else timer ??= setTimeout(() => void flush(), flushMs).unref();
    },
    flush,
  };
}

/** Counts every answered request that is a view (an onResponse hook on the whole app). */
export function countPageViews(app: FastifyInstance, views: PageViewLog, siteHost: string) {
  app.addHook("onResponse", (request, reply, done) => {
    try {
      const view = pageViewOf(request, reply, siteHost);
      if (view) views.record(view);
    } catch (error) {
      request.log.warn({ err: error }, "Analytics: could not count a view");
    }
    done();
  });
}
