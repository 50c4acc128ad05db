import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consoleCopy } from "../../../app/content/admin/console.ts";
import { publishingCopy } from "../../../app/admin/publishing/publishing-words.ts";
import { formActionCopy } from "../../../app/content/forms.ts";
import { FORM_BODY_LIMITS } from "../../../app/forms/read-form-body.server.ts";
import type { DatabaseHandle } from "../../../server/db/connection.ts";
import { migrateToLatest } from "../../../server/db/migrate.ts";
import { postChunked, type ChunkedAnswer } from "../../support/chunked-post.ts";
import { EDITOR, consoleUsers, signInOverHttp } from "../../support/console.ts";
import { TEST_APP_SECRET } from "../../support/config.ts";
import { sqliteTestDatabase, type TestDatabase } from "../../support/databases.ts";
import { faultFigures, STARTUP_MS } from "../../support/fault-figures.ts";
import {
  freePort,
  requireBuild,
  runServer,
  waitUntilReady,
  type ServerProcess,
} from "../../support/server-process.ts";

/**
 * Bodies without a cap (docs/reliability.md): a 100 MB chunked POST (no Content-Length,
 * so no length to refuse up front) to the console's sign-in, its reset form,
 * the editor and a public page's form, against the production server in a
 * process of its own. Each is refused with 413 as soon as it passes its form's
 * limit, or, sent to the editor signed out, answered with the way to the
 * sign-in page without being read; the server's resident memory, sampled
 * while the body streams, barely moves. The body is made lazily, and no more
 * is sent once the answer is in (tests/support/chunked-post.ts).
 */

const BODY_BYTES = 100 * 1024 * 1024;
/** What the server may grow by while refusing a body: its work on a request, not the body. */
const GROWTH_LIMIT = 16 * 1024 * 1024;
/**
 * What the client may have written by the time it sees the answer: the limit, loopback's
 * buffers, and whatever streams while a busy machine gets round to the answer (16.2 MB
 * once on a slow one). A server that read the body before answering would take all 100.
 */
const SENT_LIMIT = 32 * 1024 * 1024;
const figures = faultFigures("large-bodies");

interface Outcome extends ChunkedAnswer {
  /** The case, in the figures and in a failure's message. */
  what: string;
  /** The largest rise of the server's resident memory while the body was being sent. */
  growth: number;
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** The server process's resident memory, in bytes, from /proc (Linux). */
function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) * 1024;
}

describe("bodies without a cap: 100 MB chunked POSTs", { timeout: 60_000 }, () => {
  let testDb: TestDatabase;
  let database: DatabaseHandle;
  let server: ServerProcess;
  let base: string;
  let editorCookie: string;
  const seen: string[] = [];

  beforeAll(async () => {
    requireBuild();
    testDb = sqliteTestDatabase({ migrated: true });
    database = testDb.open();
    await migrateToLatest(database);
    await consoleUsers(database).add(EDITOR.email, "editor", EDITOR.password, "test");
    const port = await freePort();
    server = runServer({
      PORT: String(port),
      DATABASE_URL: testDb.url,
      SITE_URL: `http://127.0.0.1:${port}`,
      BETTER_AUTH_SECRET: TEST_APP_SECRET,
      FORM_RATE_LIMIT_MAX: "1000",
    });
    base = server.baseUrl;
    await waitUntilReady(server, STARTUP_MS);
    editorCookie = await signInOverHttp(base, EDITOR);
  }, 2 * STARTUP_MS);

  afterAll(async () => {
    figures.add({
      fault: "100 MB chunked POSTs: sign-in, reset, editor (signed in and out), a page's form",
      visitorSaw: seen.join("; "),
      submissions: null,
      processCrashed: Boolean(server) && server.child.exitCode !== null,
      recoveryMs: null,
    });
    figures.write();
    if (server && server.child.exitCode === null) await server.stop("SIGKILL");
    await database?.close();
    await testDb?.drop();
  });

  /**
   * POSTs a 100 MB chunked body to `path` as a browser on the site's own page
   * would (same Origin), sampling the server's resident memory every 10 ms
   * until the answer is in.
   */
  async function post(what: string, path: string, headers: Record<string, string>) {
    const pid = server.child.pid!;
    const before = residentBytes(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(pid))), 10);
    try {
      const answer = await postChunked(`${base}${path}`, {
        headers: { origin: base, ...headers },
        bytes: BODY_BYTES,
      });
      const growth = Math.max(peak, residentBytes(pid)) - before;
      seen.push(
        `${what}: ${answer.status} after ${mb(answer.sent)} MB sent, RSS +${mb(growth)} MB`,
      );
      return { what, ...answer, growth };
    } finally {
      clearInterval(sampler);
    }
  }

  /**
   * Asserts the body was refused once it passed its limit (what was sent by then is the
   * limit and what loopback's buffers took, a few MB; see SENT_LIMIT), and the server
   * stayed small.
   */
  function expectUnread(outcome: Outcome, growthLimit = GROWTH_LIMIT) {
    const { what } = outcome;
    expect(outcome.sent, `${what}: answered only after ${mb(outcome.sent)} MB`).toBeLessThan(
      Math.max(growthLimit, SENT_LIMIT),
    );
    expect(
      outcome.growth,
      `${what}: the server's memory grew by ${mb(outcome.growth)} MB`,
    ).toBeLessThan(growthLimit);
  }

  const urlEncoded = { "content-type": "application/x-www-form-urlencoded" };

  it("refuses one to /admin/login with 413 the moment it passes the console's limit", async () => {
    const outcome = await post("/admin/login", "/admin/login", urlEncoded);
    expect(outcome.status).toBe(413);
    expect(outcome.body).toContain(consoleCopy.tooLarge);
    expectUnread(outcome);
  });

  it("refuses one to /admin/forgot-password with 413", async () => {
    const outcome = await post("/admin/forgot-password", "/admin/forgot-password", urlEncoded);
    expect(outcome.status).toBe(413);
    expectUnread(outcome);
  });

  it("refuses one to the editor, signed in as an editor, with 413", async () => {
    const outcome = await post("editor, signed in", "/admin/posts/new", {
      ...urlEncoded,
      cookie: editorCookie,
    });
    expect(outcome.status).toBe(413);
    expect(outcome.body).toContain(publishingCopy.errors.upload["too-large"]);
    expectUnread(outcome);
  });

  it("sends a signed-out visitor of the editor to the sign-in page without reading the body", async () => {
    const outcome = await post("editor, signed out", "/admin/posts/new", urlEncoded);
    expect(outcome.status).toBe(303);
    expect(outcome.headers.location).toBe("/admin/login");
    expectUnread(outcome);
  });

  it("answers an editor posting to the owners' user form 403 without reading the body", async () => {
    const outcome = await post("users form, as an editor", "/admin/users", {
      ...urlEncoded,
      cookie: editorCookie,
    });
    expect(outcome.status).toBe(403);
    expectUnread(outcome);
  });

  it("refuses a multipart one to the editor once it passes the form and the largest image", async () => {
    const outcome = await post("editor with a cover image", "/admin/projects/new", {
      "content-type": "multipart/form-data; boundary=----body",
      cookie: editorCookie,
    });
    expect(outcome.status).toBe(413);
    // The bounded read holds up to the form's own limit (the largest image) before refusing.
    expectUnread(outcome, FORM_BODY_LIMITS.editorWithUpload + GROWTH_LIMIT);
  });

  it("refuses one to a public page's form with 413", async () => {
    const outcome = await post("/contact", "/contact", urlEncoded);
    expect(outcome.status).toBe(413);
    expect(outcome.body).toContain(formActionCopy.tooLarge);
    expectUnread(outcome);
  });

  it("keeps serving afterwards", async () => {
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  });
});
