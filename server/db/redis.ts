import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";

/**
 * The one Redis client (REDIS_URL), shared by the rate limit and the seen
 * captcha tokens. While Redis is away commands fail at once instead of
 * queueing: a queued command would run late, after its request was already
 * answered and counted elsewhere (rate limits counted twice). Both users fall
 * back to the process (server/security/rate-limit-store.ts, server/security/seen-tokens.ts),
 * so a Redis outage never turns an enquiry away.
 */
export function openRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    // A command in flight when the connection drops fails rather than being
    // sent again after the reconnect.
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    commandTimeout: 1000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  // ioredis emits an error for every failed reconnect: one line per outage.
  let down = false;
  redis.on("error", (error) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, "Redis is unreachable; reconnecting in the background");
  });
  redis.on("ready", () => {
    if (!down) return;
    down = false;
    log.info("Redis is reachable again");
  });
  return redis;
}

/**
 * Resolves once Redis is ready, or after `timeoutMs` if it is not: start-up
 * waits that long for it, so the first requests count in Redis rather than
 * in the process, and never longer, so a Redis outage cannot stop a start.
 */
export function redisReady(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === "ready") return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off("ready", done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    redis.once("ready", done);
  });
}
