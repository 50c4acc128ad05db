import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../server/http/app.ts";
import { enquiriesCommand } from "../../../server/cli/enquiries-command.ts";
import type { DatabaseHandle } from "../../../server/db/connection.ts";
import { migrateToLatest } from "../../../server/db/migrate.ts";
import { listOutbox } from "../../../server/db/outbox.ts";
import { testConfig } from "../../support/config.ts";
import { sqliteTestDatabase, type TestDatabase } from "../../support/databases.ts";
import { EnquiryLedger } from "../../support/enquiry-ledger.ts";
import { describeStatuses, faultFigures, timeUntil } from "../../support/fault-figures.ts";
import { parseMail } from "../../support/mail-message.ts";
import { startSmtpSink, type SmtpSink } from "../../support/smtp-sink.ts";
import { startTcpProxy, type TcpProxy } from "../../support/tcp-proxy.ts";

/**
 * The mail server failing under the running app (its relay with short
 * retry delays, so the test takes seconds): enquiries are taken and stored
 * whatever SMTP does; each notification is sent once when SMTP comes back;
 * permanent refusals end as failed, shown to the operator.
 */

const figures = faultFigures("smtp");

describe("SMTP faults under the running app", () => {
  let testDb: TestDatabase;
  let database: DatabaseHandle;
  let smtp: SmtpSink;
  let proxy: TcpProxy;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    testDb = sqliteTestDatabase({ migrated: true });
    database = testDb.open();
    await migrateToLatest(database);
    smtp = await startSmtpSink();
    proxy = await startTcpProxy({ host: "127.0.0.1", port: smtp.port });
    app = await buildApp({
      config: testConfig({
        SMTP_URL: `smtp://127.0.0.1:${proxy.port}`,
        ENQUIRY_NOTIFY_TO: "sales@genesis.example",
        FORM_RATE_LIMIT_MAX: "100000",
        FORM_MIN_FILL_MS: "0",
      }),
      database,
      web: { kind: "none" },
      logger: false,
      timings: {
        relay: { pollMs: 50, retryBaseMs: 50, retryMaxMs: 200, permanentFailureAttempts: 3 },
      },
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  });

  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await smtp?.close();
    await testDb?.drop();
    figures.write();
  });

  const outboxOf = async (ledger: EnquiryLedger) => {
    const markers = new Set(ledger.sent.map((s) => s.marker));
    const enquiries = await database.db
      .selectFrom("contact_enquiries")
      .select(["id", "message"])
      .execute();
    const ids = new Set(
      enquiries
        .filter((e) => markers.has(/fault-[\w-]+-\d+/.exec(e.message)?.[0] ?? ""))
        .map((e) => e.id),
    );
    return (await listOutbox(database)).filter((row) => ids.has(row.enquiry_id ?? ""));
  };

  it("takes every enquiry while SMTP is down and sends each e-mail once when it is back", async () => {
    const ledger = new EnquiryLedger();
    const before = smtp.messages.length;
    proxy.cut();
    for (let i = 0; i < 10; i++) expect((await ledger.submit(base)).status).toBe(201);
    // The relay keeps trying meanwhile; every e-mail waits in the outbox.
    await timeUntil(async () => (await outboxOf(ledger)).every((row) => row.attempts >= 2));
    expect((await outboxOf(ledger)).map((row) => row.status)).toEqual(Array(10).fill("pending"));

    const restoredAt = Date.now();
    proxy.restore();
    await timeUntil(async () => (await outboxOf(ledger)).every((row) => row.status === "sent"));
    const recoveryMs = Date.now() - restoredAt;
    await new Promise((r) => setTimeout(r, 300));
    const received = smtp.messages.slice(before);
    expect(received).toHaveLength(10);
    const ids = received.map((m) => parseMail(m.raw).header("message-id"));
    expect(new Set(ids).size).toBe(10);

    const count = await ledger.count(database);
    expect(count).toMatchObject({ lost: 0, duplicated: 0, halfStored: 0 });
    figures.add({
      fault: "mail server unreachable (connections reset), then back",
      visitorSaw: `nothing: ${describeStatuses(count.statuses)}; 10 e-mails sent once each after it came back`,
      submissions: count,
      processCrashed: false,
      recoveryMs,
    });
  });

  it("stops after three tries when SMTP refuses for good, and shows those enquiries as FAILED", async () => {
    const ledger = new EnquiryLedger();
    const rejectedBefore = smtp.rejected();
    smtp.reject({ code: 550, message: "5.7.1 Relaying denied" });
    try {
      for (let i = 0; i < 3; i++) expect((await ledger.submit(base)).status).toBe(201);
      await timeUntil(async () => (await outboxOf(ledger)).every((row) => row.status === "failed"));
      await new Promise((r) => setTimeout(r, 500));
      expect(smtp.rejected() - rejectedBefore).toBe(9);
    } finally {
      smtp.reject(null);
    }
    for (const row of await outboxOf(ledger)) {
      expect(row).toMatchObject({ status: "failed", attempts: 3 });
      expect(row.last_error).toMatch(/550 5\.7\.1 Relaying denied/);
    }

    let out = "";
    await enquiriesCommand(
      ["--json"],
      { DATABASE_URL: testDb.url },
      {
        out: async (text) => void (out += text),
        err: () => {},
      },
    );
    const listed = (
      JSON.parse(out) as { message: string; notification: { status: string } | null }[]
    ).filter((row) => ledger.sent.some((s) => row.message.includes(s.marker)));
    expect(listed.map((row) => row.notification?.status)).toEqual(["failed", "failed", "failed"]);

    const count = await ledger.count(database);
    expect(count).toMatchObject({ lost: 0, duplicated: 0, halfStored: 0 });
    figures.add({
      fault: "mail server refuses for good (550)",
      visitorSaw: `nothing: ${describeStatuses(count.statuses)}; each e-mail tried 3 times, then marked failed and listed by npm run enquiries`,
      submissions: count,
      processCrashed: false,
      recoveryMs: null,
    });
  });
});
