import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../db/connection.ts";
import {
  addNotFoundCounts,
  NOT_FOUND_MAX_ROWS,
  type NotFoundCount,
} from "../db/not-found-paths.ts";
import { notFoundKey, referrerHost } from "./not-found-noise.ts";
import { pathOf } from "./request-path.ts";

/**
 * The 404 log: every public GET answered 404 is counted
 * by path (./not-found-noise.ts groups bots' probes), with the host of the
 * site that linked to it; nothing about the visitor (no address, no user
 * agent, no query string).
 *
 * Counting never touches the answer: the hook runs once the 404 is sent, and
 * adds one to a count in memory. The counts are written together within
 * `flushMs` (and when the process closes, and before the console lists the
 * log) in one statement; a failed write is logged and its counts dropped.
 * Memory is bounded too: at most `maxPending` paths wait between writes, and
 * 404s of other paths are then not counted until the next write.
 */
export interface NotFoundLog {
  /** Counts one 404 answer to `target` (path and query) linked from `referer`. Never throws. */
  record(target: string, referer: string | undefined): void;
  /** Writes what is counted so far. Never throws. */
  flush(): Promise<void>;
}

/** Paths the log does not count: the API's and the console's own answers. */
const NOT_PUBLIC = /^\/(?:api|admin)(?:[/.]|$)/i;

export function createNotFoundLog(options: {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  flushMs?: number;
  maxPending?: number;
  maxRows?: number;
  now?: () => Date;
}): NotFoundLog {
  const {
    database,
    log,
    flushMs = 5000,
    maxPending = 200,
    maxRows = NOT_FOUND_MAX_ROWS,
    now = () => new Date(),
  } = options;
  let pending = new Map<string, NotFoundCount>();
  let timer: NodeJS.Timeout | null = null;
  let dropped = 0;
  let writing: Promise<void> = Promise.resolve();

  const write = async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const counts = [...pending.values()];
    pending = new Map();
    if (dropped > 0) {
      log.warn({ dropped }, "The 404 log had too many paths at once; some were not counted");
      dropped = 0;
    }
    try {
      await addNotFoundCounts(database.db, counts, { maxRows });
    } catch (error) {
      log.warn({ err: error, paths: counts.length }, "Could not write the 404 log");
    }
  };
  const flush = () => (writing = writing.then(write));

  return {
    record(target, referer) {
      try {
        const { key, group, path } = notFoundKey(target);
        const at = now().toISOString();
        const host = referrerHost(referer);
        const count = pending.get(key);
        if (count) {
          count.hits += 1;
          count.lastSeen = at;
          if (host) count.referrerHost = host;
          if (group) count.example = path;
        } else if (pending.size < maxPending) {
          pending.set(key, {
            key,
            group,
            example: group ? path : null,
            hits: 1,
            firstSeen: at,
            lastSeen: at,
            referrerHost: host,
          });
        } else {
          dropped += 1;
        }
        timer ??= setTimeout(() => void flush(), flushMs).unref();
      } catch (error) {
        log.warn({ err: error }, "Could not count a 404");
      }
    },
    flush,
  };
}

/**
 * Counts every public GET answered 404, once the answer is sent (an
 * onResponse hook on the whole app), and writes what is left when the app
 * closes.
 */
export function countNotFound(app: FastifyInstance, notFound: NotFoundLog) {
  app.addHook("onResponse", (request, reply, done) => {
    if (
      reply.statusCode === 404 &&
      request.method === "GET" &&
      !NOT_PUBLIC.test(pathOf(request.url))
    ) {
      notFound.record(request.url, request.headers.referer);
    }
    done();
  });
}
