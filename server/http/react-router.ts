import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import "../../app/lib/load-context.ts";
import { BodyOverLimitError, LARGEST_FORM_BODY } from "../../app/forms/read-form-body.server.ts";
import { checkPath, isSameSitePath, lowerCaseTarget, pathOf, requestUrl } from "./request-path.ts";
import { createNonce } from "../security/csp.ts";
import { messages } from "./errors.ts";
import { documentOf, type RenderCache } from "./render-cache.ts";
import type { RedirectAnswer } from "./redirect-table.ts";
import { matchDocument, sendDocument, type StaticDocument } from "./static-files.ts";
import { pageMethods } from "./page-methods.ts";
import type { SiteLanguage } from "./language-table.ts";

export interface ReactRouterOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  /** Pre-rendered documents in memory (production); empty in development. */
  documents: Map<string, StaticDocument>;
  /** The load context of a render for this request alone, in `language` (null: the default). */
  getLoadContext(
    request: FastifyRequest,
    cspNonce: string,
    language: SiteLanguage | null,
  ): AppLoadContext;
  /** The page's Content-Security-Policy: by nonce for live pages, by hash for pre-rendered ones. */
  csp(path: string, scripts: { nonce: string } | { hashes: string[] }): string;
  /**
   * The version of a pre-rendered page to send this visitor now: its forms'
   * render stamp and the visitor's theme (server/http/document-versions.ts).
   */
  serveDocument?(document: StaticDocument, request: FastifyRequest): StaticDocument;
  /** Route options of page POSTs, the forms' own (their rate limit). */
  postRouteConfig?: Record<string, unknown>;
  /**
   * The redirects made in the console (./redirect-table.ts): a GET or HEAD of
   * a path that has one is answered before anything renders or a kept page is
   * served.
   */
  redirects?: { find(target: string): Promise<RedirectAnswer | null> };
  /**
   * The published languages (./language-table.ts): a path under another
   * language's prefix (`/de/about`) is rendered by a request handler whose
   * basename is that prefix, so its routes, its links and its client's data
   * requests stay in the language; the load context is told which.
   */
  languages?: { at(path: string): Promise<SiteLanguage | null> };
  /** Pages rendered per request but kept until their content changes (./render-cache.ts). */
  renderCache?: {
    cache: RenderCache;
    /**
     * The load context of a render to keep: no nonce (its scripts are allowed
     * by hash), no visitor's stamp or theme; `tags` collects what it read.
     */
    getLoadContext(
      request: FastifyRequest,
      tags: Set<string>,
      language: SiteLanguage | null,
    ): AppLoadContext;
    /** When the next scheduled project or post goes live: no kept page outlives it (asked only for a page to keep). */
    nextScheduled(): Promise<number | undefined>;
    /** Counts hits and misses (the metrics). */
    onLookup?(result: "hit" | "miss"): void;
  };
}

/**
 * Everything outside /api that names no built file (those have their own
 * routes, server/http/static-files.ts): a pre-rendered page when one exists,
 * otherwise React Router renders the request (a small adapter over
 * createRequestHandler; docs/decisions/016-static-files-from-disk.md).
 */
export async function reactRouterPlugin(app: FastifyInstance, options: ReactRouterOptions) {
  // One handler a language: React Router takes its basename from the build.
  const handlers = new Map<string, ReturnType<typeof createRequestHandler>>();
  const handleIn = (language: SiteLanguage | null) => {
    const basename = language?.prefix ?? "";
    let handler = handlers.get(basename);
    if (!handler) {
      const { build } = options;
      handler = createRequestHandler(
        !basename
          ? build
          : typeof build === "function"
            ? async () => ({ ...(await build()), basename })
            : { ...build, basename },
        options.mode,
      );
      handlers.set(basename, handler);
    }
    return handler;
  };
  // A pre-rendered page's policy never changes while the process runs.
  const staticPolicies = new WeakMap<StaticDocument, string>();
  const staticCsp = (path: string, file: StaticDocument) => {
    let policy = staticPolicies.get(file);
    if (!policy) {
      policy = options.csp(path, { hashes: file.scriptHashes ?? [] });
      staticPolicies.set(file, policy);
    }
    return policy;
  };

  // Leave request bodies unread: React Router reads them as a web stream.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null));

  const allowed = async (pathname: string) =>
    pageMethods(
      typeof options.build === "function" ? await options.build() : options.build,
      pathname,
    ).join(", ");

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request.url);
    const check = checkPath(path);
    if (check === "not-found") return reply.code(404).type("text/plain").send("Not Found");
    if (check === "bad-request") return reply.code(400).type("text/plain").send("Bad Request");
    if (Number(request.headers["content-length"] ?? "0") > LARGEST_FORM_BODY) {
      return refuseBody(request, reply);
    }
    if (request.method === "GET" || request.method === "HEAD") {
      const document = matchDocument(options.documents, request.url);
      if (document) {
        if (document.scriptHashes)
          reply.header("Content-Security-Policy", staticCsp(cspPath(path), document));
        return sendDocument(request, reply, options.serveDocument?.(document, request) ?? document);
      }
      // Paths are lower case; /Projects and the like get one canonical address.
      const lower = lowerCaseTarget(request.url);
      if (lower && isSameSitePath(lower)) return reply.redirect(lower, 301);
      const redirect = await options.redirects?.find(request.url);
      if (redirect) return sendRedirect(reply, redirect);
    }
    const url = requestUrl(request.protocol, request.host, request.url);
    if (!url) return reply.code(400).type("text/plain").send("Bad Request");
    const language = (await options.languages?.at(path)) ?? null;
    // The console has one address, the default's.
    if (language && /^\/admin(\/|\.data|$)/.test(path.slice(language.prefix.length))) {
      return reply.code(404).type("text/plain").send("Not Found");
    }
    // A newsletter e-mail's link in a language no longer published still works, in the default's:
    // an unsubscribe link must work for as long as the e-mail is kept.
    const orphan = !language && /^\/[^/]+(\/newsletter\/(?:confirm|unsubscribe))$/.exec(path);
    if (orphan) return reply.redirect(`${orphan[1]}${url.search}`, 302);
    const handle = handleIn(language);
    const kept = options.renderCache;
    const key = kept && keptPageKey(request.method, url);
    if (kept && key) {
      const found = kept.cache.get(key);
      kept.onLookup?.(found ? "hit" : "miss");
      if (found) return sendKept(request, reply, path, found, "hit");
      // A HEAD takes the same path as its GET, so it answers with the same headers.
      const tags = new Set<string>();
      const response = await handle(
        toWebRequest(request, reply, url),
        kept.getLoadContext(request, tags, language),
      );
      if (isKeepable(response)) {
        const [html, until] = await Promise.all([response.text(), kept.nextScheduled()]);
        return sendKept(request, reply, path, kept.cache.put(key, html, tags, until), "miss");
      }
      if (!response.headers.get("content-type")?.startsWith("text/html")) {
        return sendWebResponse(reply, response);
      }
      // Not kept (not found, an error): this visitor's copy of it, its scripts allowed by hash.
      copyHead(reply, response, SET_BY_SEND_DOCUMENT);
      return sendKept(
        request,
        reply,
        path,
        documentOf(await response.text()),
        "miss",
        response.headers.get("cache-control") ?? undefined,
      );
    }
    const nonce = createNonce();
    const body = { overLimit: false };
    const response = await handle(
      toWebRequest(request, reply, url, body),
      options.getLoadContext(request, nonce, language),
    );
    // A route read its body some other way than app/forms/read-form-body.server.ts and
    // met the cut: whatever it answered, that is a body too large (a route's own 413 is kept,
    // with its words).
    if (body.overLimit && response.status !== 413) return refuseBody(request, reply);
    // A body the route did not read to its end: refused past its limit, or not needed.
    if (!request.raw.complete) closeAfterAnswer(request, reply);
    const policy = options.csp(cspPath(path), { nonce });
    if (policy && response.headers.get("content-type")?.startsWith("text/html")) {
      reply.header("Content-Security-Policy", policy);
    }
    // Rendered for this request alone (a search, a console page): said, as hits and misses are.
    if (kept) reply.header("X-Render-Cache", "live");
    // A POST to a page without a form: React Router's 405, with the methods the page takes.
    if (response.status === 405) reply.header("Allow", await allowed(path));
    return sendWebResponse(reply, response);
  };

  const sendKept = (
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    document: StaticDocument,
    state: "hit" | "miss",
    cacheControl?: string,
  ) => {
    reply.header("X-Render-Cache", state);
    reply.header("Content-Security-Policy", staticCsp(cspPath(path), document));
    const copy = options.serveDocument?.(document, request) ?? document;
    return sendDocument(request, reply, copy, cacheControl);
  };

  app.route({
    // HEAD is listed rather than derived from GET so that it passes through the
    // same hooks (compression included) and answers with the same headers.
    method: ["GET", "HEAD"],
    url: "/*",
    handler,
  });
  // A page POST is a form sent without script (docs/decisions/017-html-forms-first.md).
  app.route({ method: "POST", url: "/*", config: options.postRouteConfig, handler });
  // Any other method is no page's: a form's action reads POST alone, so a DELETE or PUT
  // with a form's body is refused here and stores nothing.
  app.route({
    method: app.supportedMethods.filter((method) => !["GET", "HEAD", "POST"].includes(method)),
    url: "/*",
    handler: async (request, reply) => {
      closeAfterAnswer(request, reply);
      return reply
        .code(405)
        .header("Allow", await allowed(pathOf(request.url)))
        .type("text/plain; charset=utf-8")
        .send("Method Not Allowed");
    },
  });
}

/**
 * A redirect made in the console. A permanent one may be deleted again:
 * browsers keep it an hour, not for ever. A client navigation's data request
 * is told where to go as React Router's client expects it (204 and
 * X-Remix-Redirect; a whole new document for another site).
 */
function sendRedirect(reply: FastifyReply, redirect: RedirectAnswer) {
  reply.header("Cache-Control", redirect.status === 301 ? "public, max-age=3600" : "no-cache");
  if (!redirect.clientData) return reply.redirect(redirect.location, redirect.status);
  reply.header("X-Remix-Redirect", redirect.location);
  reply.header("X-Remix-Status", String(redirect.status));
  if (!redirect.location.startsWith("/")) reply.header("X-Remix-Reload-Document", "true");
  return reply.code(204).send();
}

/** The page a path names, for its CSP: without trailing slashes. */
function cspPath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** A body longer than any form may send: refused whichever route it was meant for. */
function refuseBody(request: FastifyRequest, reply: FastifyReply) {
  closeAfterAnswer(request, reply);
  return reply.code(413).type("text/plain; charset=utf-8").send(messages.tooLarge);
}

/** How long what a client still sends after its answer is read and dropped. */
const LINGER_MS = 2000;

/**
 * For a body left unread: once the answer is sent, what the client still
 * sends is read and dropped (never kept) until the body ends or LINGER_MS
 * pass, then the connection is closed. Closing at once, with the body's
 * bytes still arriving, makes the kernel reset the connection, and a client
 * still writing loses the answer it had not read yet (nginx's and Apache's
 * "lingering close"); leaving it unread would hold the connection until the
 * request time limit.
 */
function closeAfterAnswer(request: FastifyRequest, reply: FastifyReply) {
  const raw = request.raw;
  reply.raw.once("finish", () => {
    if (raw.complete) return;
    const timer = setTimeout(() => raw.destroy(), LINGER_MS);
    timer.unref();
    raw.once("end", () => clearTimeout(timer));
    // The body stream handed to the route (cutBody) still listens and would pause the request
    // again at its high-water mark; without a listener, a flowing request drops what it reads.
    raw.removeAllListeners("data");
    raw.resume();
  });
}

function toWebRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  url: URL,
  body: { overLimit: boolean } = { overLimit: false },
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const controller = new AbortController();
  reply.raw.once("close", () => controller.abort());
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(url, {
    // A HEAD is rendered as a GET so that it carries the same headers (type, CSP,
    // status); Node sends no body in answer to a HEAD.
    method: request.method === "HEAD" ? "GET" : request.method,
    headers,
    signal: controller.signal,
    ...(hasBody
      ? { body: cutBody(request.raw, () => (body.overLimit = true)), duplex: "half" }
      : {}),
  } as RequestInit);
}

/**
 * The body as React Router reads it, failing with BodyOverLimitError once it
 * passes the largest form's limit: Fastify's bodyLimit does not apply to this
 * stream, so without the cut a route that read its body with
 * `request.formData()` would buffer all a client sent. Read as the reader
 * asks (paused in between). A reader that stops early, or the cut, leaves the
 * rest unread rather than destroying the request (as `Readable.toWeb` would),
 * which would tear the connection down before the answer is sent:
 * `closeAfterAnswer` ends it afterwards.
 */
function cutBody(raw: IncomingMessage, onOverLimit: () => void): ReadableStream<Uint8Array> {
  let size = 0;
  let settled = false;
  let stop = () => {};
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const settle = (end: () => void) => {
          if (settled) return;
          settled = true;
          stop();
          end();
        };
        const onData = (chunk: Buffer) => {
          size += chunk.byteLength;
          if (size > LARGEST_FORM_BODY) {
            onOverLimit();
            raw.pause();
            return settle(() => controller.error(new BodyOverLimitError(LARGEST_FORM_BODY)));
          }
          controller.enqueue(chunk);
          if ((controller.desiredSize ?? 0) <= 0) raw.pause();
        };
        const onEnd = () => settle(() => controller.close());
        const onError = (error: Error) => settle(() => controller.error(error));
        // The client went away mid-body: the reader sees the stream fail.
        const onClose = () => onError(new Error("The request was aborted."));
        stop = () => {
          raw.off("data", onData).off("end", onEnd).off("error", onError).off("close", onClose);
        };
        raw.on("data", onData).once("end", onEnd).once("error", onError).once("close", onClose);
        raw.pause();
      },
      pull() {
        if (!settled) raw.resume();
      },
      cancel() {
        settled = true;
        stop();
        raw.pause();
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );
}

/** What sendDocument sets itself for the copy of a rendered answer it sends. */
const SET_BY_SEND_DOCUMENT = new Set([
  "content-type",
  "content-length",
  "content-encoding",
  "etag",
  "cache-control",
]);

/** A rendered answer's status and headers (its cookies each their own header), but `except`. */
function copyHead(reply: FastifyReply, response: Response, except = new Set<string>()) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie" && !except.has(name)) reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header("set-cookie", cookies);
}

function sendWebResponse(reply: FastifyReply, response: Response) {
  copyHead(reply, response);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}

/**
 * The key a page is kept under, or null when it is not one to keep: only
 * documents (not the `.data` of client navigations), never the console's,
 * never a preview.
 */
function keptPageKey(method: string, url: URL): string | null {
  if (method !== "GET" && method !== "HEAD") return null;
  if (/^\/admin(?:\/|$)/.test(url.pathname) || url.pathname.endsWith(".data")) return null;
  // Only the lists' own filters: a search, a preview or any other parameter (a
  // cache-buster) is rendered for its request, so nobody can fill the cache with
  // variants no one reuses and push the real pages out. A campaign's utm_… values
  // change nothing on the page but the enquiry form's source, which is written
  // per response (./visit-source.ts): they share the page's kept copy.
  const kept = new URLSearchParams();
  for (const [name, value] of url.searchParams) {
    if (name.startsWith("utm_")) continue;
    if (!KEPT_QUERY.has(name)) return null;
    kept.append(name, value);
  }
  const query = kept.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

const KEPT_QUERY = new Set(["page", "tag", "category"]);

/** A page the same for everyone: found, HTML, no cookie set, no route's own caching rule. */
function isKeepable(response: Response): boolean {
  return (
    response.status === 200 &&
    Boolean(response.headers.get("content-type")?.startsWith("text/html")) &&
    response.headers.getSetCookie().length === 0 &&
    !response.headers.has("cache-control")
  );
}
