import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import type { Config } from "../config.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import type { FormService } from "../forms/form-service.ts";
import { API_CSP } from "../security/csp.ts";
import { HttpError, messages } from "../http/errors.ts";
import { formRoutes } from "./forms.ts";
import { portfolioRoutes } from "./portfolio.ts";
import { registerFormRateLimit } from "../security/rate-limit.ts";
import type { LanguageTable } from "../http/language-table.ts";

export interface ApiOptions {
  database: DatabaseHandle;
  config: Config;
  /** The public forms (contact, newsletter, comments), shared with the pages' form actions. */
  forms: FormService;
  /** Null when REDIS_URL is unset: rate limits are counted in process. */
  redis: Redis | null;
  /** The published languages (the portfolio in a language). */
  languages: LanguageTable;
}

/**
 * The JSON API under /api. Every answer, including every error, is JSON with
 * a message a person can read; no stack trace leaves the server.
 */
export async function apiPlugin(app: FastifyInstance, options: ApiOptions) {
  // JSON answers need no resources and may never be framed.
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("Content-Security-Policy", API_CSP);
    return payload;
  });
  app.removeAllContentTypeParsers();
  // JSON is UTF-8 (RFC 8259): invalid bytes are refused rather than silently
  // replaced with U+FFFD, so what is stored is exactly what was sent.
  const utf8 = new TextDecoder("utf-8", { fatal: true });
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      return done(new HttpError(400, messages.badJson), undefined);
    }
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
  // Every path under /api is the API's: the pages' catch-all must not answer
  // an unknown one with the HTML not-found page.
  const allowed = routeMethods(app, unmatched);

  await app.register(portfolioRoutes, {
    database: options.database,
    languages: options.languages,
  });

  // The public forms: rate-limited per address, each with the same error contract.
  await registerFormRateLimit(app, { config: options.config, redis: options.redis });
  await app.register(formRoutes, { forms: options.forms });

  app.all("/", unmatched);
  app.all("/*", unmatched);
  async function unmatched(request: FastifyRequest, reply: FastifyReply) {
    const methods = allowed.get(pathOf(request.url));
    if (!methods) return reply.code(404).send({ success: false, message: messages.notFound });
    const allow = [...methods].sort().join(", ");
    return reply
      .code(405)
      .header("Allow", allow)
      .send({ success: false, message: messages.methodNotAllowed(request.method, allow) });
  }
}

/** The methods of each route the plugin registers, by path (for 405 and Allow). */
function routeMethods(app: FastifyInstance, catchAll: unknown): Map<string, Set<string>> {
  const byPath = new Map<string, Set<string>>();
  app.addHook("onRoute", (route) => {
    if (route.handler === catchAll) return;
    const path = pathOf(route.url);
    const methods = byPath.get(path) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method);
    byPath.set(path, methods);
  });
  return byPath;
}

// Without the query and a trailing slash (the router ignores trailing slashes).
function pathOf(url: string): string {
  const path = url.split("?")[0]!;
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}
