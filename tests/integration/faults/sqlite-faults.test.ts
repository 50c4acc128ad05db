import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../server/db/connection.ts";
import { sqliteTestDatabase, type TestDatabase } from "../../support/databases.ts";
import { EnquiryLedger } from "../../support/enquiry-ledger.ts";
import {
  describeStatuses,
  faultFigures,
  timeUntil,
  STARTUP_MS,
} from "../../support/fault-figures.ts";
import {
  freePort,
  requireBuild,
  runServer,
  waitUntilReady,
  type ServerProcess,
} from "../../support/server-process.ts";
import { startSmtpSink, type SmtpSink } from "../../support/smtp-sink.ts";

/**
 * SQLite shared with another process (the operator's CLI, a backup): while
 * that process holds the write lock, the server waits SQLITE_BUSY_TIMEOUT_MS
 * at most, then answers 503, and stores again once the lock is released.
 */

const BUSY_TIMEOUT_MS = 500;
const figures = faultFigures("sqlite");

describe("SQLite locked by another process", () => {
  let testDb: TestDatabase;
  let smtp: SmtpSink;
  let server: ServerProcess;
  let database: DatabaseHandle;

  beforeAll(async () => {
    requireBuild();
    testDb = sqliteTestDatabase();
    smtp = await startSmtpSink();
    server = runServer({
      PORT: String(await freePort()),
      DATABASE_URL: testDb.url,
      SQLITE_BUSY_TIMEOUT_MS: String(BUSY_TIMEOUT_MS),
      FORM_RATE_LIMIT_MAX: "100000",
      FORM_MIN_FILL_MS: "0",
      SMTP_URL: smtp.url,
      ENQUIRY_NOTIFY_TO: "sales@genesis.example",
    });
    await waitUntilReady(server, STARTUP_MS);
    database = testDb.open();
  }, 2 * STARTUP_MS);

  afterAll(async () => {
    if (server && server.child.exitCode === null) await server.stop("SIGKILL");
    await database?.close();
    await smtp?.close();
    await testDb?.drop();
    figures.write();
  });

  it("waits SQLITE_BUSY_TIMEOUT_MS for the lock, answers 503, then stores again once it is free", async () => {
    const ledger = new EnquiryLedger();
    expect((await ledger.submit(server.baseUrl)).status).toBe(201);

    // The test process is "another process": it takes the write lock and keeps it.
    const other = new SQLite(testDb.url.slice("file:".length));
    // It waits its turn for the lock: the server may be writing just then (the outbox
    // marking the enquiry's e-mail sent), and a first try would fail with "locked".
    other.pragma("busy_timeout = 5000");
    other.exec("begin immediate");
    try {
      for (let i = 0; i < 3; i++) {
        const started = Date.now();
        const sent = await ledger.submit(server.baseUrl);
        const waited = Date.now() - started;
        expect(sent.status).toBe(503);
        expect(sent.contentType).toMatch(/^application\/json/);
        expect(waited).toBeGreaterThanOrEqual(BUSY_TIMEOUT_MS - 50);
        expect(waited).toBeLessThan(BUSY_TIMEOUT_MS + 1500);
      }
      // Readers are not held up by a writer (WAL).
      expect((await fetch(`${server.baseUrl}/projects`)).status).toBe(200);
    } finally {
      other.exec("rollback");
      other.close();
    }
    const recoveryMs = await timeUntil(
      async () => (await ledger.submit(server.baseUrl)).status === 201,
    );
    expect(server.child.exitCode).toBeNull();

    const count = await ledger.count(database);
    expect(count).toMatchObject({ lost: 0, duplicated: 0, halfStored: 0 });
    figures.add({
      fault: `SQLite write lock held by another process (busy timeout ${BUSY_TIMEOUT_MS} ms)`,
      visitorSaw: `503 JSON after ${BUSY_TIMEOUT_MS / 1000} s while locked (${describeStatuses(count.statuses)})`,
      submissions: count,
      processCrashed: false,
      recoveryMs,
    });
  });
});
