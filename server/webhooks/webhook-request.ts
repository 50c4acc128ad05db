import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { performance } from "node:perf_hooks";
import { guardedLookup, parseTarget, type TargetPolicy } from "./target-policy.ts";

/** What a receiver answered to one attempt. */
export interface WebhookAnswer {
  statusCode: number;
  statusMessage: string;
  /** From sending the request to the end of the answer. */
  durationMs: number;
}

/** How much of an answer's body is read (and dropped) before the connection is cut. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * Posts one delivery. The target is checked again first (https, or an
 * allow-listed host; a written-out address must be public), and a host name
 * is resolved by `guardedLookup`, so the connection goes to an address that
 * was checked just now. Redirects are not followed: a 3xx is an answer like
 * any other, and not a success. Rejects when there is no answer (refused
 * target, no connection, time-out).
 */
export function postWebhook(
  target: string,
  {
    body,
    headers,
    policy,
    timeoutMs,
  }: {
    body: string;
    headers: Record<string, string>;
    policy: TargetPolicy;
    timeoutMs: number;
  },
): Promise<WebhookAnswer> {
  return new Promise((resolve, reject) => {
    let url: URL;
    let allowListed: boolean;
    try {
      ({ url, allowListed } = parseTarget(target, policy));
    } catch (error) {
      reject(error);
      return;
    }
    const started = performance.now();
    const send = url.protocol === "https:" ? httpsRequest : httpRequest;
    const request = send(url, {
      method: "POST",
      headers: {
        ...headers,
        "content-type": "application/json",
        "content-length": String(Buffer.byteLength(body)),
      },
      // A fresh connection each time: no socket opened to an address checked for another request.
      agent: false,
      ...(allowListed ? {} : { lookup: guardedLookup(policy.resolve) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    request.on("error", reject);
    request.on("response", (response: IncomingMessage) => {
      let read = 0;
      const done = () =>
        resolve({
          statusCode: response.statusCode ?? 0,
          statusMessage: response.statusMessage ?? "",
          durationMs: Math.round(performance.now() - started),
        });
      response.on("data", (chunk: Buffer) => {
        read += chunk.length;
        if (read > MAX_ANSWER_BYTES) {
          response.destroy();
          done();
        }
      });
      response.on("end", done);
      response.on("error", done);
    });
    request.end(body);
  });
}
