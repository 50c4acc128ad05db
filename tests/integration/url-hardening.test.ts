import { connect } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { everyScreen } from "../support/screens.ts";
import { startBuiltApp } from "../support/built-app.ts";

// Request targets (server/http/request-path.ts). Hostile targets go over a real socket exactly
// as written: light-my-request and fetch would normalise `/\host` or `//host` first.

let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  ({ app } = await startBuiltApp({ seed: true, env: { NODE_ENV: "production" } }));
  await app.listen({ host: "127.0.0.1", port: 0 });
  port = (app.server.address() as { port: number }).port;
});

afterAll(async () => {
  await app?.close();
});

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One HTTP/1.1 request with the target and headers sent byte for byte as given. */
function raw(target: string, options: { method?: string; host?: string } = {}) {
  return new Promise<RawResponse>((done, fail) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", fail);
    socket.on("end", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const [head = "", ...rest] = text.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      done({ status: Number(statusLine.split(" ")[1]), headers, body: rest.join("\r\n\r\n") });
    });
    const method = options.method ?? "GET";
    const host = options.host ?? "genesis.example";
    const body = method === "POST" ? "{}" : "";
    // Written, not ended: the server closes the connection after its answer.
    socket.write(
      `${method} ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n` +
        (body ? `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n` : "") +
        `\r\n${body}`,
    );
  });
}

/** A Location a browser would resolve on this site: one `/`, not followed by `/` or `\`. */
function expectSameSite(location: string | undefined) {
  if (location === undefined) return;
  expect(location).toMatch(/^\/(?![/\\])/);
  expect(new URL(location, "https://genesis.example/").origin).toBe("https://genesis.example");
}

const networkPaths = [
  "//evil.com",
  "//Evil.com",
  "//Evil.com/",
  "//evil.com/About",
  "//evil.com?next=/",
  "///evil.com",
  "////Evil.com/",
  "/\\evil.com",
  "/\\Evil.com",
  "/\\\\evil.com",
  "/\\/evil.com",
  "/%2F%2Fevil.com",
  "/%2f%2fEvil.com",
  "/%2F/evil.com",
  "/%5Cevil.com",
  "/%5C%5CEvil.com",
  "//about",
  "//assets/x.js",
];

const malformed = [
  "/%E0%A4%A",
  "/%",
  "/About%E0",
  "/assets/%E0%A4%A.js",
  "/%C0%AF",
  "/projects/%ZZ",
];

const canonicalised: [string, string][] = [
  ["/About", "/about"],
  ["/About/", "/about/"],
  ["/ABOUT?next=//evil.com", "/about?next=//evil.com"],
  ["/Evil.com//", "/evil.com//"],
  ["/%09/Evil.com", "/%09/evil.com"],
  ["/Home-Two/Services", "/home-two/services"],
  ["/home", "/"],
];

describe("no request redirects off-site", () => {
  it.each(networkPaths)("GET %s answers 404 and redirects nowhere", async (target) => {
    const response = await raw(target);
    expect(response.status).toBe(404);
    expect(response.headers.location).toBeUndefined();
  });

  it.each(networkPaths.slice(0, 4))("POST %s answers 404 too", async (target) => {
    const response = await raw(target, { method: "POST" });
    expect(response.status).toBe(404);
  });

  it.each(canonicalised)("GET %s redirects within the site to %s", async (target, location) => {
    const response = await raw(target);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(location);
    expectSameSite(response.headers.location);
  });

  it("refuses an absolute-form target naming another host instead of redirecting to it", async () => {
    const response = await raw("http://evil.com/About");
    expect(response.status).toBe(400);
    expect(response.headers.location).toBeUndefined();
  });

  it("answers 400, not an error page, to a Host header that makes no URL", async () => {
    const response = await raw("/projects", { host: "genesis.example:99999" });
    expect(response.status).toBe(400);
  });

  it.each(malformed)("GET %s (bad percent-encoding) answers 400", async (target) => {
    const response = await raw(target);
    expect(response.status).toBe(400);
    // A plain sentence with the site's headers, not the framework's error object.
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.body).not.toMatch(/FST_|statusCode/);
  });

  it("never answers a hostile URL with a server error, a stack trace or an off-site Location", async () => {
    const targets = [
      ...networkPaths,
      ...malformed,
      ...canonicalised.map(([target]) => target),
      "/..%2F..%2Fetc%2Fpasswd",
      "/media/../../package.json",
      "/assets/..%2F..%2Fpackage.json",
      "/%00",
      "/about%00",
      "/?q=%E0%A4%A",
      "/projects?next=%2F%2Fevil.com",
    ];
    for (const target of targets) {
      const response = await raw(target);
      expect(response.status, target).toBeLessThan(500);
      expect(response.body, target).not.toMatch(/\n\s+at .+:\d+:\d+/);
      expect(response.body, target).not.toContain('"name":"root"');
      expectSameSite(response.headers.location);
    }
  });
});

describe("HEAD answers with the headers of GET", () => {
  const pages = [...everyScreen, "/no-such-page"];
  // The per-request nonce differs from one answer to the next by design.
  const withoutNonce = (csp: unknown) => String(csp).replace(/'nonce-[^']+'/, "'nonce-…'");
  const compared = [
    "content-type",
    "cache-control",
    "vary",
    "content-encoding",
    "x-content-type-options",
    "x-frame-options",
  ];
  // A page with a form gets a fresh render stamp each second, so its validator
  // and length may change between the two requests; both must still be sent.
  const present = ["etag", "content-length"];

  it.each(pages)("HEAD %s", async (url) => {
    const headers = { "accept-encoding": "br, gzip" };
    const get = await app.inject({ method: "GET", url, headers });
    const head = await app.inject({ method: "HEAD", url, headers });
    expect(head.statusCode).toBe(get.statusCode);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers["content-type"]).toMatch(/^text\/html/);
    expect(withoutNonce(head.headers["content-security-policy"])).toBe(
      withoutNonce(get.headers["content-security-policy"]),
    );
    for (const name of compared)
      expect([name, head.headers[name]]).toEqual([name, get.headers[name]]);
    for (const name of present)
      expect([name, name in head.headers]).toEqual([name, name in get.headers]);
  });
});
