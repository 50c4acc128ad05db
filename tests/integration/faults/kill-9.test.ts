import { afterAll, afterEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../server/db/connection.ts";
import {
  postgresTestDatabase,
  postgresUrl,
  sqliteTestDatabase,
  type TestDatabase,
} from "../../support/databases.ts";
import { EnquiryLedger } from "../../support/enquiry-ledger.ts";
import {
  STARTUP_MS,
  describeStatuses,
  faultFigures,
  timeUntil,
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
 * kill -9 of the production server while visitors send enquiries, on SQLite
 * and PostgreSQL: no enquiry the server acknowledged is lost, none is stored
 * twice or half (enquiry and e-mail commit together), and the visitors whose
 * requests died with the process can send again with the same key and have
 * their enquiry stored once.
 */

const TOTAL = 60;
const CONCURRENCY = 6;
const KILL_AFTER = 15;
const figures = faultFigures("kill-9");

const dialects = [
  { name: "SQLite", create: async () => sqliteTestDatabase(), run: true },
  {
    name: "PostgreSQL",
    create: () => postgresTestDatabase(postgresUrl!),
    run: Boolean(postgresUrl),
  },
];

describe.each(dialects)("kill -9 under load ($name)", ({ name, create, run }) => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step().catch(() => {});
  });

  it.runIf(run)(
    "loses no acknowledged enquiry, stores none twice or in half, and takes the retries",
    async () => {
      requireBuild();
      const testDb: TestDatabase = await create();
      cleanup.push(() => testDb.drop());
      const smtp: SmtpSink = await startSmtpSink();
      cleanup.push(() => smtp.close());
      const port = String(await freePort());
      const env = {
        PORT: port,
        DATABASE_URL: testDb.url,
        FORM_RATE_LIMIT_MAX: "100000",
        FORM_MIN_FILL_MS: "0",
        SMTP_URL: smtp.url,
        ENQUIRY_NOTIFY_TO: "sales@genesis.example",
      };
      const servers: ServerProcess[] = [];
      cleanup.push(async () => {
        for (const s of servers) if (s.child.exitCode === null) await s.stop("SIGKILL");
      });
      const start = async () => {
        const server = runServer(env);
        servers.push(server);
        await waitUntilReady(server, STARTUP_MS);
        return server;
      };
      const first = await start();
      const base = first.baseUrl;

      // Visitors sending enquiries side by side, CONCURRENCY at a time.
      const ledger = new EnquiryLedger();
      const visitors = Array.from({ length: CONCURRENCY }, async () => {
        while (ledger.sent.length < TOTAL) await ledger.submit(base, { timeoutMs: 10_000 });
      });
      await timeUntil(async () => ledger.sent.filter((s) => s.status === 201).length >= KILL_AFTER);
      first.child.kill("SIGKILL");
      const killedAt = Date.now();
      expect((await first.exited).code).toBeNull();
      const second = await start();
      // The process is back: as long as a restart takes (a supervisor would do the same).
      const recoveryMs = Date.now() - killedAt;
      await Promise.all(visitors);
      const firstAnswers = describeStatuses(
        ledger.sent.reduce<Record<string, number>>((counts, s) => {
          counts[s.status] = (counts[s.status] ?? 0) + 1;
          return counts;
        }, {}),
      );
      const unanswered = ledger.sent.filter((s) => s.status !== 201);
      expect(unanswered.length).toBeGreaterThan(0);
      const database: DatabaseHandle = testDb.open();
      cleanup.push(() => database.close());
      // Right after the kill: what was acknowledged is stored, and stored whole.
      const afterKill = await ledger.count(database);
      expect(afterKill).toMatchObject({ lost: 0, duplicated: 0, halfStored: 0 });

      // What a visitor does when the form reports a failure: sends it again, same key.
      for (const entry of unanswered) await ledger.retry(second.baseUrl, entry);
      expect(ledger.sent.every((s) => s.status === 201)).toBe(true);
      const replayed = unanswered.filter((s) => s.replayed).length;

      const count = await ledger.count(database);
      expect(count).toMatchObject({
        sent: TOTAL,
        acknowledged: TOTAL,
        stored: TOTAL,
        lost: 0,
        duplicated: 0,
        halfStored: 0,
      });
      expect(second.child.exitCode).toBeNull();

      figures.add({
        fault: `kill -9 under load (${name}), restarted at once`,
        visitorSaw: `${firstAnswers}; the ${unanswered.length} unanswered, sent again with their key: 201, ${replayed} of them answered as replays (stored before the kill), ${count.stored} stored in all`,
        submissions: afterKill,
        processCrashed: false,
        recoveryMs,
      });
    },
    4 * STARTUP_MS,
  );
});

afterAll(() => figures.write());
