import { connect } from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LARGEST_FORM_BODY } from "../../app/forms/read-form-body.server.ts";
import { postChunked } from "../../tests/support/chunked-post.ts";
import { messages } from "./errors.ts";
import { reactRouterPlugin } from "./react-router.ts";

// The page adapter's own cut: Fastify's bodyLimit does not apply to
// the stream handed to React Router, so the adapter stops every body at the
// largest form's limit, even for a route that reads it without one; a body a
// route leaves unread is dropped for a moment after the answer, then cut off.

/** Routes that read their body carelessly, or not at all: the cases the cut is for. */
function careless(seen: { reads: number; finished: number }): ServerBuild {
  const route = (id: string, path: string, action: (args: { request: Request }) => unknown) => ({
    id,
    path,
    parentId: "root",
    module: { action },
  });
  return {
    routes: {
      root: { id: "root", path: "", module: {} },
      "reads-all": route("reads-all", "reads-all", async ({ request }) => {
        seen.reads += 1;
        const text = await request.text();
        seen.finished += 1;
        return new Response(`read ${text.length}`);
      }),
      "reads-nothing": route("reads-nothing", "reads-nothing", () => new Response("done")),
    },
    entry: {
      module: { default: () => new Response(null, { status: 500 }), handleError: () => {} },
    },
    assets: { entry: { module: "", imports: [] }, routes: {}, url: "", version: "test" },
    future: {},
    basename: "/",
    publicPath: "/",
    assetsBuildDirectory: "",
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

describe("the page adapter's cut of request bodies", () => {
  const seen = { reads: 0, finished: 0 };
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    app = Fastify();
    await app.register(reactRouterPlugin, {
      build: careless(seen),
      mode: "production",
      documents: new Map(),
      getLoadContext: () => ({}) as never,
      csp: () => "",
    });
    base = await app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => app.close());

  it("lets a body within the largest form's limit through whole", async () => {
    const answer = await postChunked(`${base}/reads-all`, { bytes: 1024 * 1024 });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(`read ${1024 * 1024}`);
  });

  it("refuses a 100 MB chunked body with 413 at the largest form's limit, even to a route that reads it without one", async () => {
    const before = { ...seen };
    const answer = await postChunked(`${base}/reads-all`, { bytes: 100 * 1024 * 1024 });
    expect(answer.status).toBe(413);
    expect(answer.body).toBe(messages.tooLarge);
    // The route began to read and never got the body whole.
    expect(seen.reads).toBe(before.reads + 1);
    expect(seen.finished).toBe(before.finished);
    // Answered once the cut was passed, not after all 100 MB (what loopback buffers aside).
    expect(answer.sent).toBeLessThan(LARGEST_FORM_BODY + 32 * 1024 * 1024);
  });

  it("refuses a declared Content-Length over the largest form's limit before any route runs", async () => {
    const before = { ...seen };
    const raw = await rawRequest(
      base,
      `POST /reads-all HTTP/1.1\r\nHost: x\r\nContent-Length: ${LARGEST_FORM_BODY + 1}\r\n\r\n`,
    );
    expect(raw).toMatch(/^HTTP\/1\.1 413 /);
    expect(raw).toContain(messages.tooLarge);
    expect(seen).toEqual(before);
  });

  it("answers a route that left its body unread, drops what the client still sends, then closes the connection", async () => {
    const started = Date.now();
    const raw = await rawRequest(
      base,
      "POST /reads-nothing HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n",
      // A client that does not stop once answered: 64 kB every 10 ms until cut off.
      `10000\r\n${"a".repeat(0x10000)}\r\n`,
    );
    expect(raw).toMatch(/^HTTP\/1\.1 200 /);
    expect(raw).toContain("done");
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(Date.now() - started).toBeLessThan(6000);
  });
});

/**
 * Sends `head` on a new connection, then `piece` every 10 ms if given, and
 * returns all the server wrote before it closed the connection.
 */
async function rawRequest(base: string, head: string, piece?: string): Promise<string> {
  const { port } = new URL(base);
  return new Promise((resolve) => {
    const socket = connect(Number(port), "127.0.0.1", () => socket.write(head));
    const timer = piece ? setInterval(() => socket.writable && socket.write(piece), 10) : undefined;
    let text = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (text += chunk));
    // Writing into a connection the server has closed fails: that is the end looked for.
    socket.on("error", () => {});
    socket.once("close", () => {
      clearInterval(timer);
      resolve(text);
    });
  });
}
