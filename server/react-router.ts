import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import "../app/lib/load-context.ts";
import { matchStaticFile, sendStaticFile, type StaticFile } from "./static-files.ts";

export interface ReactRouterOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  /** The built client in memory (production); empty in development, where Vite serves it. */
  staticFiles: Map<string, StaticFile>;
  getLoadContext(request: FastifyRequest): AppLoadContext;
}

/**
 * Everything outside /api: a built file or pre-rendered page when one exists,
 * otherwise React Router renders the request (a small adapter over
 * createRequestHandler; docs/decisions/002-serving-static-files.md).
 */
export async function reactRouterPlugin(app: FastifyInstance, options: ReactRouterOptions) {
  const handle = createRequestHandler(options.build, options.mode);

  // Leave request bodies unread: React Router reads them as a web stream.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null));

  app.route({
    method: ["GET", "POST", "PUT", "PATCH", "DELETE"],
    url: "/*",
    handler: async (request, reply) => {
      if (request.method === "GET" || request.method === "HEAD") {
        const file = matchStaticFile(options.staticFiles, request.url);
        if (file) return sendStaticFile(request, reply, file);
        // Paths are lower case; /Projects and the like get one canonical address.
        const lower = lowerCasePath(request.url);
        if (lower) return reply.redirect(lower, 301);
      }
      const response = await handle(toWebRequest(request, reply), options.getLoadContext(request));
      return sendWebResponse(reply, response);
    },
  });
}

function lowerCasePath(url: string): string | null {
  const q = url.indexOf("?");
  const path = q === -1 ? url : url.slice(0, q);
  const lower = path.toLowerCase();
  return lower === path ? null : lower + (q === -1 ? "" : url.slice(q));
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const controller = new AbortController();
  reply.raw.once("close", () => controller.abort());
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody
      ? { body: Readable.toWeb(request.raw) as ReadableStream<Uint8Array>, duplex: "half" }
      : {}),
  } as RequestInit);
}

function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header("set-cookie", cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}
