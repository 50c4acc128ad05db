import type { FastifyError, FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../db/connection.ts";
import { HttpError, messages } from "./errors.ts";
import { portfolioRoutes } from "./portfolio.ts";

export interface ApiOptions {
  database: DatabaseHandle;
}

/**
 * The JSON API under /api. Every answer, including every error, is JSON with
 * a message a person can read; no stack trace leaves the server.
 */
export async function apiPlugin(app: FastifyInstance, options: ApiOptions) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === "") return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new HttpError(400, messages.badJson), undefined);
    }
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send({ success: false, message: error.message, ...error.extra });
    }
    const status = error.statusCode ?? 500;
    if (status === 415)
      return reply.code(415).send({ success: false, message: messages.unsupportedType });
    if (status === 413) return reply.code(413).send({ success: false, message: messages.tooLarge });
    if (status === 429) return reply.code(429).send({ success: false, message: messages.tooMany });
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ success: false, message: error.message || messages.badJson });
    }
    request.log.error({ err: error }, "API request failed");
    return reply.code(500).send({ success: false, message: messages.internal });
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ success: false, message: messages.notFound }),
  );

  await app.register(portfolioRoutes, { database: options.database });
}
