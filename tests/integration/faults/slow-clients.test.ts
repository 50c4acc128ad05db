import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../server/db/connection.ts";
import { sqliteTestDatabase, type TestDatabase } from "../../support/databases.ts";
import { faultFigures, STARTUP_MS } from "../../support/fault-figures.ts";
import { validEnquiry } from "../../support/forms.ts";
import {
  freePort,
  requireBuild,
  runServer,
  waitUntilReady,
  type ServerProcess,
} from "../../support/server-process.ts";

/**
 * Slow clients (slowloris) against the production server over raw sockets on
 * loopback: headers trickled, a body trickled, a kept-alive connection left
 * idle. Each is cut at its time limit (short ones here, the defaults in the
 * README), with a 408 where a request was under way, and nobody else waits.
 */

const HEADERS_MS = 1000;
const REQUEST_MS = 2000;
const KEEP_ALIVE_MS = 1000;
// Node checks for overdue requests once a second; a busy machine adds more.
const SLACK_MS = 2500;
const figures = faultFigures("slow-clients");

interface SlowClient {
  socket: Socket;
  /** Resolves when the server closes the connection: what it said and when. */
  closed: Promise<{ text: string; afterMs: number }>;
  /** Writes `piece` every `everyMs` until the connection closes. */
  trickle(piece: (n: number) => string, everyMs: number): void;
}

describe("slow clients against the production server", () => {
  let testDb: TestDatabase;
  let database: DatabaseHandle;
  let server: ServerProcess;
  let port: number;

  beforeAll(async () => {
    requireBuild();
    testDb = sqliteTestDatabase();
    port = await freePort();
    server = runServer({
      PORT: String(port),
      DATABASE_URL: testDb.url,
      HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_MS),
      HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_MS),
      HTTP_KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_MS),
      FORM_MIN_FILL_MS: "0",
    });
    await waitUntilReady(server, STARTUP_MS);
    database = testDb.open();
  }, 2 * STARTUP_MS);

  afterAll(async () => {
    if (server && server.child.exitCode === null) await server.stop("SIGKILL");
    await database?.close();
    await testDb?.drop();
    figures.write();
  });

  async function slowClient(first: string): Promise<SlowClient> {
    const socket = connect(port, "127.0.0.1");
    socket.on("error", () => {});
    await new Promise((resolve) => socket.once("connect", resolve));
    const started = Date.now();
    let text = "";
    socket.on("data", (chunk) => (text += chunk));
    const closed = new Promise<{ text: string; afterMs: number }>((resolve) =>
      socket.once("close", () => resolve({ text, afterMs: Date.now() - started })),
    );
    socket.write(first);
    return {
      socket,
      closed,
      trickle(piece, everyMs) {
        let n = 0;
        const timer = setInterval(() => {
          if (socket.destroyed || !socket.writable) return clearInterval(timer);
          socket.write(piece(n++));
        }, everyMs);
        socket.once("close", () => clearInterval(timer));
      },
    };
  }

  const json408 = (text: string) => {
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(text.slice(text.indexOf("\r\n\r\n") + 4)).toBe(
      JSON.stringify({ success: false, message: "The request took too long to arrive." }),
    );
  };

  it("cuts a client trickling its headers with 408 once the headers limit has passed", async () => {
    const client = await slowClient("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    client.trickle((n) => `X-Slow-${n}: 1\r\n`, 200);
    const { text, afterMs } = await client.closed;
    json408(text);
    expect(afterMs).toBeGreaterThanOrEqual(HEADERS_MS - 50);
    expect(afterMs).toBeLessThan(HEADERS_MS + SLACK_MS);
  });

  it("cuts a body trickled past the request limit with 408, and stores nothing", async () => {
    const body = JSON.stringify({ ...validEnquiry, message: "Trickled enquiry, never finished." });
    const client = await slowClient(
      `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    client.trickle((n) => body.slice(n * 4, n * 4 + 4), 200);
    const { text, afterMs } = await client.closed;
    json408(text);
    expect(afterMs).toBeGreaterThanOrEqual(REQUEST_MS - 50);
    expect(afterMs).toBeLessThan(REQUEST_MS + SLACK_MS);
    const stored = await database.db
      .selectFrom("contact_enquiries")
      .select("id")
      .where("message", "like", "Trickled%")
      .execute();
    expect(stored).toEqual([]);
  });

  it("closes a kept-alive connection left idle after HTTP_KEEP_ALIVE_TIMEOUT_MS", async () => {
    const client = await slowClient("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    const { text, afterMs } = await client.closed;
    expect(text).toMatch(/^HTTP\/1\.1 200 /);
    expect(text).toMatch(/keep-alive/i);
    expect(afterMs).toBeGreaterThanOrEqual(KEEP_ALIVE_MS - 50);
    expect(afterMs).toBeLessThan(KEEP_ALIVE_MS + SLACK_MS);
  });

  it("keeps answering everyone else while 100 slow clients trickle, then cuts them all", async () => {
    const paths = ["/healthz", "/", "/projects", "/healthz", "/contact"];
    // Rendered and kept first, so what is timed below is waiting, not a page's first render
    // (1.3 s once on a slow machine).
    for (let round = 0; round < 2; round++) {
      for (const path of paths) await (await fetch(`http://127.0.0.1:${port}${path}`)).text();
    }
    const clients = await Promise.all(
      Array.from({ length: 100 }, () =>
        slowClient("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n").then((client) => {
          client.trickle((n) => `X-Slow-${n}: 1\r\n`, 300);
          return client;
        }),
      ),
    );
    let slowest = 0;
    const answers: number[] = [];
    for (const path of paths) {
      const started = Date.now();
      answers.push((await fetch(`http://127.0.0.1:${port}${path}`)).status);
      slowest = Math.max(slowest, Date.now() - started);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200]);
    expect(slowest).toBeLessThan(HEADERS_MS);

    const cut = await Promise.all(clients.map((client) => client.closed));
    for (const { text } of cut) json408(text);
    const longest = Math.max(...cut.map((c) => c.afterMs));
    expect(longest).toBeLessThan(HEADERS_MS + SLACK_MS);
    expect(server.child.exitCode).toBeNull();

    figures.add({
      fault: "slowloris: 100 connections trickling headers",
      visitorSaw: `others answered in ${slowest} ms at most; the slow ones cut with 408 within ${(longest / 1000).toFixed(1)} s`,
      submissions: null,
      processCrashed: false,
      recoveryMs: null,
    });
  });
});
