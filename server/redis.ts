import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";

/**
 * The one Redis client (REDIS_URL), shared by the rate limit and the seen
 * captcha tokens. Commands fail fast instead of queueing while Redis is away,
 * and both users fail open, so a Redis outage never turns an enquiry away.
 */
export function openRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    connectTimeout: 2000,
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 200, 5000),
  });
  // ioredis emits an error for every failed reconnect; one line a minute is enough.
  let lastReport = 0;
  redis.on("error", (error) => {
    if (Date.now() - lastReport < 60_000) return;
    lastReport = Date.now();
    log.warn(
      { err: error },
      "Redis is unreachable; rate limits and captcha replay checks run without it",
    );
  });
  return redis;
}
