import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.ts";

/** True for /admin and everything under it (pages and their .data requests). */
export function isConsolePath(url: string): boolean {
  const path = url.split("?")[0]!;
  return path === "/admin" || path.startsWith("/admin/") || path.startsWith("/admin.");
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Hooks for everything under /admin: answers are never cached or indexed,
 * and a state-changing request must come from a page of this site. Browsers
 * send Origin with every POST; a request from another site (or with no
 * origin at all, such as a sandboxed frame's "null") is refused before any
 * session is read. The session cookie is SameSite=Lax besides.
 */
export async function consoleHttp(app: FastifyInstance, { config }: { config: Config }) {
  const siteOrigin = new URL(config.siteUrl).origin;

  app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isConsolePath(request.url) || SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const own = `${request.protocol}://${request.host}`;
    if (origin && (origin === own || origin === siteOrigin)) return;
    request.log.warn({ origin: origin ?? null }, "Refused a cross-site request to the console");
    return reply
      .code(403)
      .header("Cache-Control", "no-store")
      .header("X-Robots-Tag", "noindex")
      .type("text/plain; charset=utf-8")
      .send("This request did not come from the console, so it was refused.");
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (isConsolePath(request.url)) {
      reply.header("Cache-Control", "no-store");
      reply.header("X-Robots-Tag", "noindex");
    }
    return payload;
  });
}
