import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "./db/connection.ts";

const READY_TIMEOUT_MS = 2000;

/** /healthz: the process answers. /readyz: it can also reach its database. */
export async function healthRoutes(
  app: FastifyInstance,
  { database }: { database: DatabaseHandle },
) {
  app.get("/healthz", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    return { status: "ok" };
  });

  app.get("/readyz", async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    try {
      await withTimeout(database.ping(), READY_TIMEOUT_MS);
      return { status: "ready" };
    } catch (error) {
      request.log.warn({ err: error }, "Readiness check failed: database unreachable");
      return reply
        .code(503)
        .send({ status: "unavailable", message: "The database is not reachable." });
    }
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
