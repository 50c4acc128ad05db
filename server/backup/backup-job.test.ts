import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { bundledFile } from "../../scripts/server-bundle.ts";
import { TEST_APP_SECRET } from "../../tests/support/config.ts";
import type { TestDatabase } from "../../tests/support/databases.ts";
import { describeEachDialect } from "../../tests/support/each-dialect.ts";
import { requireBuild } from "../../tests/support/server-process.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { createBackupJob } from "./backup-job.ts";

// The scheduled backup (./backup-job.ts): the compiled `npm run backup`, run by
// one instance once after each time BACKUP_SCHEDULE names.

describeEachDialect("the scheduled backup", (create) => {
  let testDb: TestDatabase;
  let database: DatabaseHandle;
  let dir: string;
  const lines: { level: number; msg: string; file?: string; err?: { message: string } }[] = [];
  const log = pino(
    { level: "info" },
    { write: (line: string) => void lines.push(JSON.parse(line)) },
  );

  beforeAll(async () => {
    requireBuild();
    testDb = await create({ from: "console+portfolio" });
    database = testDb.open();
    dir = await mkdtemp(join(tmpdir(), "genesis-backup-job-"));
  });
  afterAll(async () => {
    await database?.close();
    await testDb?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  const job = (backupDir: string) =>
    createBackupJob({
      database,
      log,
      schedule: "17 3 * * *",
      script: bundledFile("backup"),
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: testDb.url,
        MEDIA_DIR: join(dir, "media"),
        BACKUP_DIR: backupDir,
        BETTER_AUTH_SECRET: TEST_APP_SECRET,
        LOG_LEVEL: "silent",
      },
    });

  it("says why a backup failed, and tries again at the next look", async () => {
    const notAFolder = join(dir, "a-file");
    await writeFile(notAFolder, "x");
    // The first look only notes the time: the first backup is at the schedule's next time.
    expect(await job(notAFolder).runOnce(new Date("2026-11-29T10:00:00Z"))).toBeNull();
    await expect(job(notAFolder).runOnce(new Date("2026-11-30T03:20:00Z"))).rejects.toThrow(
      /EEXIST|ENOTDIR|not a directory|file already exists/i,
    );
    // Not counted as done: the next look (with a folder it can write) takes it.
    const backups = join(dir, "backups");
    const file = await job(backups).runOnce(new Date("2026-11-30T03:25:00Z"));
    expect(file).toMatch(/\/backups\/genesis-backup-\d{8}T\d{6}Z\.tar\.gz$/);
    expect(await readdir(backups)).toHaveLength(1);
    expect(lines.find((line) => line.msg === "Backup: written and verified")?.file).toBe(file);
  });

  it("takes one backup after each scheduled time, however many looks", async () => {
    const backups = join(dir, "backups");
    expect(await job(backups).runOnce(new Date("2026-11-30T03:30:00Z"))).toBeNull();
    expect(await job(backups).runOnce(new Date("2026-11-30T23:59:00Z"))).toBeNull();
    expect(await job(backups).runOnce(new Date("2026-12-01T03:17:00Z"))).toMatch(/\.tar\.gz$/);
    expect(await job(backups).runOnce(new Date("2026-12-01T03:22:00Z"))).toBeNull();
  });
});
