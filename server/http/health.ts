import type { FastifyInstance } from "fastify";
import type { DependencyStates } from "../ops/dependencies.ts";

/**
 * /healthz: the process answers. /readyz: it can also reach its database;
 * otherwise 503, so a load balancer or the cluster's rolling restart
 * (scripts/cluster.ts) sends it no visitors yet. Redis, when REDIS_URL is set,
 * is reported but does not decide: without it the site counts its limits in
 * the process and goes on serving, and a 503 would take every instance out of
 * the balancer at once, the site down with Redis (docs/reliability.md).
 */
export async function healthRoutes(
  app: FastifyInstance,
  { checkDependencies }: { checkDependencies: () => Promise<DependencyStates> },
) {
  app.get("/healthz", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    return { status: "ok" };
  });

  app.get("/readyz", async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    const { database, redis } = await checkDependencies();
    const checks = {
      database: database.up ? "up" : "down",
      ...(redis ? { redis: redis.up ? "up" : "degraded" } : {}),
    };
    if (!database.up) {
      request.log.warn({ err: database.error }, "Readiness check failed: database unreachable");
      return reply
        .code(503)
        .send({ status: "unavailable", message: "The database is not reachable.", checks });
    }
    // Not logged here: the Redis client says once when it goes and once when it is back.
    if (redis && !redis.up) {
      return {
        status: "ready",
        message: "Redis is not reachable: limits are counted in this process.",
        checks,
      };
    }
    return { status: "ready", checks };
  });
}
