import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import type { DatabaseHandle } from "../db/connection.ts";

const READY_TIMEOUT_MS = 2000;

/**
 * /healthz: the process answers. /readyz: it can also reach its database and,
 * when REDIS_URL is set, Redis; otherwise 503, so a load balancer or the
 * cluster's rolling restart (scripts/cluster.ts) sends it no visitors yet.
 */
export async function healthRoutes(
  app: FastifyInstance,
  { database, redis = null }: { database: DatabaseHandle; redis?: Redis | null },
) {
  app.get("/healthz", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    return { status: "ok" };
  });

  app.get("/readyz", async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    try {
      await withTimeout(database.ping(), READY_TIMEOUT_MS);
    } catch (error) {
      request.log.warn({ err: error }, "Readiness check failed: database unreachable");
      return reply
        .code(503)
        .send({ status: "unavailable", message: "The database is not reachable." });
    }
    if (redis) {
      try {
        // Commands fail at once while the connection is down (no offline queue).
        await withTimeout(redis.ping(), READY_TIMEOUT_MS);
      } catch (error) {
        request.log.warn({ err: error }, "Readiness check failed: Redis unreachable");
        return reply.code(503).send({ status: "unavailable", message: "Redis is not reachable." });
      }
    }
    return { status: "ready" };
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
