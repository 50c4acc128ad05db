import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { nodeArgs } from "../../scripts/server-bundle.ts";
import { readBackupArchive } from "../../server/backup/backup-archive.ts";
import { TEST_APP_SECRET } from "../support/config.ts";
import {
  postgresTestDatabase,
  postgresUrl,
  sqliteTestDatabase,
  type TestDatabase,
} from "../support/databases.ts";
import { EnquiryLedger } from "../support/enquiry-ledger.ts";
import { STARTUP_MS, timeUntil } from "../support/fault-figures.ts";
import { runCommand } from "../support/run-command.ts";
import { freePort, requireBuild, runServer, waitUntilReady } from "../support/server-process.ts";

/**
 * `npm run backup` while the production server takes enquiries, on SQLite
 * (the command's own connection beside the server's) and PostgreSQL: every
 * enquiry acknowledged before the backup began is in the archive, and every
 * row in it is whole.
 */

const dialects = [
  { name: "SQLite", create: async () => sqliteTestDatabase(), run: true },
  {
    name: "PostgreSQL",
    create: () => postgresTestDatabase(postgresUrl!),
    run: Boolean(postgresUrl),
  },
];

describe.each(dialects)("a backup while visitors send enquiries ($name)", ({ create, run }) => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step().catch(() => {});
  });

  it.runIf(run)("holds every enquiry acknowledged before it began", async () => {
    requireBuild();
    const testDb: TestDatabase = await create();
    cleanup.push(() => testDb.drop());
    const dir = await mkdtemp(join(tmpdir(), "genesis-backup-serving-"));
    cleanup.push(() => rm(dir, { recursive: true, force: true }));
    const env = {
      PORT: String(await freePort()),
      DATABASE_URL: testDb.url,
      MEDIA_DIR: join(dir, "media"),
      BACKUP_DIR: join(dir, "backups"),
      BACKUP_SCHEDULE: "off",
      BETTER_AUTH_SECRET: TEST_APP_SECRET,
      FORM_RATE_LIMIT_MAX: "100000",
      FORM_MIN_FILL_MS: "0",
    };
    const server = runServer(env);
    cleanup.push(() => server.stop());
    await waitUntilReady(server, STARTUP_MS);

    // Visitors keep sending, three at a time, until the backup is over.
    const ledger = new EnquiryLedger({ mail: false });
    let sending = true;
    const visitors = Array.from({ length: 3 }, async () => {
      while (sending) await ledger.submit(server.baseUrl, { timeoutMs: 10_000 });
    });
    const acknowledged = () =>
      ledger.sent.filter((entry) => entry.status === 201).map((entry) => entry.marker);
    await timeUntil(async () => acknowledged().length >= 10);
    const before = acknowledged();
    const backup = await runCommand(process.execPath, nodeArgs("backup"), {
      PATH: process.env.PATH,
      ...env,
      LOG_LEVEL: "silent",
    });
    const during = acknowledged().length;
    sending = false;
    await Promise.all(visitors);
    expect(backup.stderr).toMatch(/^Backed up and verified: /);
    expect(backup.code).toBe(0);
    // The visitors went on being answered while it ran.
    expect(during).toBeGreaterThan(before.length);

    const { tables } = await readBackupArchive(backup.stdout.trim());
    const messages = tables.get("contact_enquiries")!.map((row) => String(row.message));
    for (const marker of before) {
      expect(
        messages.some((message) => message.includes(`${marker}.`)),
        marker,
      ).toBe(true);
    }
  });
});
