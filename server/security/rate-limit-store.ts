import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";

/**
 * The rate limit's counter store for @fastify/rate-limit: Redis while it
 * answers, the process's memory the moment it does not, and Redis again once
 * it is back. Each request is counted in exactly one store: the one used for
 * it. Counts made in memory during an outage are not carried over to Redis
 * (the window is short and they would be counted twice if one instance's
 * copy reached Redis late). A command already sent when Redis failed may or
 * may not have counted there; the request is counted in memory as well.
 */

interface Counter {
  current: number;
  ttl: number;
}

/** Fixed windows in memory, pruned as they expire; bounded so no address list can grow forever. */
class MemoryCounters {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly limit = 10_000) {}

  incr(key: string, timeWindow: number): Counter {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (window) this.windows.delete(key);
      if (this.windows.size >= this.limit) this.prune(now);
      window = { count: 0, resetAt: now + timeWindow };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.resetAt - now };
  }

  private prune(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    // Still full: forget the oldest windows (Map keeps insertion order).
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.limit) break;
      this.windows.delete(key);
    }
  }
}

// INCR and, for a new key, PEXPIRE in one step, as @fastify/rate-limit's own Redis store does.
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { current, redis.call('PTTL', KEYS[1]) }`;

type RedisWithRateLimit = Redis & {
  genesisRateLimit(key: string, timeWindow: number): Promise<[number, number]>;
};

/** One per Redis client: every registration of the rate limit shares its mode and its log lines. */
interface Failover {
  usingRedis: boolean;
  memory: MemoryCounters;
}
const failovers = new WeakMap<Redis, Failover>();

export function failoverStore(
  redis: Redis,
  { keyPrefix, log }: { keyPrefix: string; log: FastifyBaseLogger },
): FastifyRateLimitStoreCtor {
  let failover = failovers.get(redis);
  if (!failover) {
    const state: Failover = { usingRedis: true, memory: new MemoryCounters() };
    failover = state;
    failovers.set(redis, state);
    redis.defineCommand("genesisRateLimit", { numberOfKeys: 1, lua: INCREMENT });
    redis.on("ready", () => {
      if (state.usingRedis) return;
      state.usingRedis = true;
      log.info("Rate limits are counted in Redis again");
    });
  }
  const shared = failover;

  const toMemory = (error: unknown) => {
    if (!shared.usingRedis) return;
    shared.usingRedis = false;
    log.warn(
      { err: error },
      "Redis is unreachable: rate limits are counted in this process until it is back",
    );
    // A command that timed out on a connection that still looks open would
    // make every later request wait as long; reconnecting ends the wait, and
    // the 'ready' of the new connection brings the counts back to Redis.
    if (redis.status === "ready") redis.disconnect(true);
  };

  const store = (route: string): FastifyRateLimitStore => ({
    incr(key, done, timeWindow) {
      const fullKey = `${keyPrefix}${route}${key}`;
      const inMemory = () => done(null, shared.memory.incr(fullKey, timeWindow));
      if (!shared.usingRedis || redis.status !== "ready") {
        if (redis.status !== "ready") toMemory(new Error(`Redis connection is ${redis.status}`));
        return inMemory();
      }
      (redis as RedisWithRateLimit).genesisRateLimit(fullKey, timeWindow).then(
        ([current, ttl]) => done(null, { current, ttl }),
        (error: unknown) => {
          toMemory(error);
          inMemory();
        },
      );
    },
    // @fastify/rate-limit hands the route over as `routeInfo` (its typings say otherwise).
    child: (routeOptions) => {
      const { routeInfo } = routeOptions as unknown as {
        routeInfo: { method: unknown; url: unknown };
      };
      return store(`${String(routeInfo.method)}${String(routeInfo.url)}-`);
    },
  });
  return class {
    constructor() {
      return store("");
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
