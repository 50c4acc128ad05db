import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../db/connection.ts";
import { listPublishedPortfolio } from "../publishing/published-portfolio.ts";
import { HttpError, messages } from "../http/errors.ts";
import { etagOf } from "../http/static-files.ts";

/** POST /api/portfolio (spec §7) and GET for caches: `{"data":[{id,slug,name,title,image}…]}` (decision 045). */
export async function portfolioRoutes(
  app: FastifyInstance,
  { database }: { database: DatabaseHandle },
) {
  app.route({
    method: ["GET", "POST"],
    url: "/portfolio",
    handler: async (request, reply) => {
      let items;
      try {
        items = await listPublishedPortfolio(database);
      } catch (error) {
        request.log.error({ err: error }, "Reading the portfolio failed");
        throw new HttpError(503, messages.unavailable);
      }
      const body = JSON.stringify({ data: items });
      const etag = etagOf(body);
      reply.type("application/json; charset=utf-8").header("ETag", etag);
      if (request.method === "GET") {
        reply.header("Cache-Control", "public, max-age=0, must-revalidate");
        if (request.headers["if-none-match"] === etag) return reply.code(304).send();
      } else {
        reply.header("Cache-Control", "no-store");
      }
      return reply.send(body);
    },
  });
}
