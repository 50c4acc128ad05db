import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../db/connection.ts";
import { listPublishedPortfolio } from "../publishing/published-portfolio.ts";
import { portfolioIn } from "../publishing/translated-publishing.ts";
import type { LanguageTable } from "../http/language-table.ts";
import { HttpError, messages } from "../http/errors.ts";
import { etagOf } from "../http/static-files.ts";

/**
 * POST /api/portfolio (spec §7) and GET for caches: `{"data":[{id,slug,name,title,image}…]}`
 * (decision 045); `?lang=<code>` in a published language (its translations
 * laid over the default's words, as its pages show them).
 */
export async function portfolioRoutes(
  app: FastifyInstance,
  { database, languages }: { database: DatabaseHandle; languages: LanguageTable },
) {
  app.route({
    method: ["GET", "POST"],
    url: "/portfolio",
    handler: async (request, reply) => {
      const { lang } = request.query as { lang?: unknown };
      const code = typeof lang === "string" ? lang.toLowerCase() : "";
      const language = code
        ? (await languages.published()).find((known) => known.code.toLowerCase() === code)
        : undefined;
      if (code && !language) throw new HttpError(404, messages.noSuchLanguage);
      let items;
      try {
        items =
          language && !language.isDefault
            ? await portfolioIn(database, language.code)
            : await listPublishedPortfolio(database);
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
