import type { FastifyBaseLogger } from "fastify";

/**
 * A read of the database every request needs but that changes seldom (the
 * redirects, the site's languages), kept in memory until a change drops it:
 * the console's saves name its tag, which the render cache passes on to
 * every instance through Redis (`onDrop`), and a reconnection to Redis drops
 * everything, as it does for the kept pages. A copy older than `maxAgeMs` is
 * read again in the background while it still answers, so no request waits
 * but the first after a start or a change. A read that fails (the database
 * away) is logged; the last copy (or `fallback`) answers meanwhile and the
 * database is asked again after `retryMs`.
 */
export interface KeptRead<T> {
  get(): Promise<T>;
  /** The render cache's drops: read again after a change of `tag`. */
  onDrop(tags: readonly string[] | "all"): void;
}

export function keptRead<T>(options: {
  read: () => Promise<T>;
  tag: string;
  /** What answers while nothing was read (the database away since the start). */
  fallback: T;
  log: FastifyBaseLogger;
  /** The warning's words when a read fails. */
  failure: string;
  maxAgeMs?: number;
  retryMs?: number;
  now?: () => number;
}): KeptRead<T> {
  const { log, maxAgeMs = 60_000, retryMs = 5000, now = Date.now } = options;
  let loaded: { value: T; at: number } | null = null;
  let loading: Promise<{ value: T; at: number } | null> | null = null;
  let failedAt = -Infinity;
  // Counts drops: a read that started before one is used once, never kept.
  let generation = 0;

  const load = () => {
    if (loading) return loading;
    const started = generation;
    const read = options
      .read()
      .then((value) => {
        const copy = { value, at: now() };
        if (generation === started) loaded = copy;
        return copy;
      })
      .catch((error: unknown) => {
        failedAt = now();
        log.warn({ err: error }, options.failure);
        return loaded;
      })
      .finally(() => {
        if (loading === read) loading = null;
      });
    loading = read;
    return read;
  };

  return {
    async get() {
      const retrying = now() - failedAt < retryMs;
      let copy = loaded;
      if (!copy) copy = retrying ? null : await load();
      else if (now() - copy.at >= maxAgeMs && !retrying) void load();
      return copy ? copy.value : options.fallback;
    },
    onDrop(tags) {
      if (tags !== "all" && !tags.includes(options.tag)) return;
      generation += 1;
      loaded = null;
      loading = null;
    },
  };
}
