import type { FastifyInstance } from "fastify";

/**
 * Names this process on every answer (X-Instance: INSTANCE_NAME), so an
 * operator, or a test behind the load balancer, sees which instance served a
 * request; and hands the request id back (X-Request-Id), the one nginx and
 * the app's logs share (server/http/http-options.ts reads it).
 */
export function instanceHeaders(app: FastifyInstance, instanceName: string) {
  app.addHook("onRequest", async (request, reply) => {
    reply.header("X-Instance", instanceName);
    reply.header("X-Request-Id", request.id);
  });
}
