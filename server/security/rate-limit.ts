import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import type { Config } from "../config.ts";
import { redisReady } from "../db/redis.ts";
import { HttpError } from "../http/errors.ts";
import { failoverStore } from "./rate-limit-store.ts";

/**
 * The per-address limit of the public forms: FORM_RATE_LIMIT_MAX requests per
 * FORM_RATE_LIMIT_WINDOW_SECONDS for each form, counted in process or in Redis
 * (REDIS_URL) so several instances share one count. The address is the
 * client's as Fastify reads it: X-Forwarded-For only from the proxies
 * TRUST_PROXY names (a hop count or addresses), so a visitor cannot choose it.
 */
export async function registerFormRateLimit(
  app: FastifyInstance,
  { config, redis }: { config: Config; redis: Redis | null },
) {
  if (redis) app.addHook("onReady", () => redisReady(redis, 2000));
  await app.register(rateLimit, {
    global: false,
    max: config.forms.rateLimitMax,
    timeWindow: config.forms.rateLimitWindowMs,
    // In Redis while it answers, in this process while it does not (never unlimited).
    ...(redis
      ? {
          store: failoverStore(redis, {
            keyPrefix: `${config.redisKeyPrefix}rate-limit:`,
            log: app.log,
          }),
        }
      : {}),
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `You have sent this form too often. Please wait ${context.after} and try again.`,
      ),
  });
}

/** Route options that put a form under the limit. */
export const formRateLimit = { rateLimit: {} };
