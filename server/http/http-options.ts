import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerOptions } from "node:http";
import type { Socket } from "node:net";
import type { FastifyServerOptions } from "fastify";
import type { Config } from "../config.ts";

/**
 * The Fastify options that decide how far the server believes and waits for
 * its clients.
 *
 * Proxies (TRUST_PROXY): a list of addresses/CIDRs is handed to proxy-addr as
 * is; a hop count trusts that many addresses at the right-hand end of the
 * chain (the socket's peer, then X-Forwarded-For from the right), so what a
 * visitor writes to the left of what the proxies appended is never taken for
 * the client's address. Fastify itself treats a number as "trust nothing".
 *
 * Time limits (HTTP_*_TIMEOUT_MS): Node cuts a client that takes longer than
 * the headers limit to send its headers, or the request limit to send the
 * whole request with its body, and closes a kept-alive connection left idle.
 * Node looks for overdue requests every `connectionsCheckingInterval` (30 s
 * by default), so the check runs every second to keep the limits close.
 */
export function httpServerOptions(
  config: Config,
): Pick<
  FastifyServerOptions,
  "trustProxy" | "requestTimeout" | "keepAliveTimeout" | "clientErrorHandler" | "genReqId"
> & { http: ServerOptions } {
  const { trustProxy, http } = config;
  return {
    trustProxy:
      typeof trustProxy === "number"
        ? (_address: string, hop: number) => hop < trustProxy
        : trustProxy,
    http: {
      headersTimeout: http.headersTimeoutMs,
      requestTimeout: http.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, http.headersTimeoutMs / 2),
    },
    // Fastify sets these on the server after creating it; without them its
    // defaults (no request limit) would replace the ones above.
    requestTimeout: http.requestTimeoutMs,
    keepAliveTimeout: http.keepAliveTimeoutMs,
    clientErrorHandler: answerClientError,
    genReqId: requestId,
  };
}

/**
 * The request id of the logs: the X-Request-Id nginx sets (deploy/nginx.conf:
 * the client's own when it sent a sane one, else nginx's), so one id follows
 * a request through nginx's log and the app's; a fresh one without it.
 */
function requestId(request: IncomingMessage): string {
  const given = request.headers["x-request-id"];
  return typeof given === "string" && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID();
}

const clientErrors: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout", "The request took too long to arrive."],
  HPE_HEADER_OVERFLOW: [
    431,
    "Request Header Fields Too Large",
    "The request headers are too large.",
  ],
};

/**
 * Answers a request Node could not read (too slow, headers too large,
 * malformed) in the API's JSON shape, then closes the connection, as
 * Fastify's default handler does with its own wording.
 */
function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, reason, message] = clientErrors[error.code ?? ""] ?? [
    400,
    "Bad Request",
    "The request could not be read.",
  ];
  const body = JSON.stringify({ success: false, message });
  // Never write into the middle of an answer already under way on this socket.
  const answer = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !answer?.headersSent) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
