import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_APP_SECRET } from "../../tests/support/config.ts";
import { sqliteTestDatabase, type TestDatabase } from "../../tests/support/databases.ts";
import { describeEachDialect } from "../../tests/support/each-dialect.ts";
import { startFakeS3, type FakeS3 } from "../../tests/support/fake-s3.ts";
import { freePort } from "../../tests/support/server-process.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { claimJobLease, releaseJobLease } from "../db/job-leases.ts";
import { backupCommand, restoreCommand } from "./backup-command.ts";

type Command = typeof backupCommand;

async function run(command: Command, args: string[], env: Record<string, string>) {
  let stdout = "";
  let stderr = "";
  const code = await command(args, env, {
    out: async (text) => void (stdout += text),
    err: (text) => void (stderr += text),
  });
  return { code, stdout, stderr };
}

/** A source database, a folder of media and backups, the commands' environment; all gone after. */
function commandSite(open: () => Promise<TestDatabase>, extra: Record<string, string> = {}) {
  const site = {
    dir: "",
    env: {} as Record<string, string>,
    targets: [] as TestDatabase[],
    /** The source database, open until the suite ends. */
    database: null as unknown as DatabaseHandle,
  };
  let source: TestDatabase | undefined;
  beforeAll(async () => {
    source = await open();
    site.database = source.open();
    site.dir = await mkdtemp(join(tmpdir(), "genesis-backup-cli-"));
    await mkdir(join(site.dir, "media"));
    await writeFile(join(site.dir, "media", "cover.jpg"), "a picture");
    site.env = {
      DATABASE_URL: source.url,
      MEDIA_DIR: join(site.dir, "media"),
      BACKUP_DIR: join(site.dir, "backups"),
      BETTER_AUTH_SECRET: TEST_APP_SECRET,
      LOG_LEVEL: "silent",
      ...extra,
    };
  });
  afterAll(async () => {
    await site.database?.close();
    await source?.drop();
    for (const target of site.targets) await target.drop();
    await rm(site.dir, { recursive: true, force: true });
  });
  return site;
}

// `npm run backup` and `npm run restore -- <file>` as an operator runs them.
describeEachDialect("npm run backup, then npm run restore", (create) => {
  const site = commandSite(() => create({ from: "console+portfolio" }));

  it("writes one verified archive and prints its path alone", async () => {
    const { code, stdout, stderr } = await run(backupCommand, [], site.env);
    expect(stderr).toMatch(
      /^Backed up and verified: [\d,]+ rows in \d+ tables, 1 media files\.\n$/,
    );
    expect(code).toBe(0);
    expect(stdout).toMatch(/\/backups\/genesis-backup-\d{8}T\d{6}Z\.tar\.gz\n$/);
    expect(await readdir(join(site.dir, "backups"))).toEqual([basename(stdout.trim())]);
  });

  const runs = (database: DatabaseHandle) =>
    database.db.selectFrom("backup_runs").selectAll().orderBy("id").execute();
  const audited = (action: string) =>
    site.database.db.selectFrom("audit_log").selectAll().where("action", "=", action).execute();

  it("records the run by hand with its archive, size and verification, and audits it", async () => {
    const [archive] = await readdir(join(site.dir, "backups"));
    const bytes = (await stat(join(site.dir, "backups", archive!))).size;
    const [run, ...more] = await runs(site.database);
    expect(more).toEqual([]);
    expect(run).toMatchObject({
      file: archive,
      verified: 1,
      error: null,
      trigger: "command",
      actor: null,
    });
    expect(Number(run!.size)).toBe(bytes);
    expect(Date.parse(run!.finished_at!)).toBeGreaterThanOrEqual(Date.parse(run!.started_at));
    expect(await audited("backup-taken")).toMatchObject([
      {
        actor_email: "command line",
        target: archive,
        detail: expect.stringMatching(/ KB, verified$/),
      },
    ]);
  });

  it("records a failed run with its one-line reason and who started it, and audits it", async () => {
    const notAFolder = join(site.dir, "not-a-folder");
    await writeFile(notAFolder, "x");
    const { code, stderr } = await run(backupCommand, [], {
      ...site.env,
      BACKUP_DIR: notAFolder,
      BACKUP_TRIGGER: "console",
      BACKUP_ACTOR: "owner@example.com",
    });
    expect(code).toBe(1);
    const reason = stderr.trim();
    expect(reason).toMatch(
      /^The backup folder .+ \(BACKUP_DIR\) cannot be made or written: \w+\.$/,
    );
    expect((await runs(site.database)).at(-1)).toMatchObject({
      file: null,
      size: null,
      verified: 0,
      error: reason,
      trigger: "console",
      actor: "owner@example.com",
      finished_at: expect.any(String),
    });
    expect(await audited("backup-failed")).toMatchObject([
      { actor_email: "owner@example.com", target: null, detail: reason },
    ]);
  });

  it("restores it into a new database and media folder, and says what it restored", async () => {
    const [archive] = await readdir(join(site.dir, "backups"));
    const file = join(site.dir, "backups", archive!);
    const target = sqliteTestDatabase();
    site.targets.push(target);
    const restored = {
      ...site.env,
      DATABASE_URL: target.url,
      MEDIA_DIR: join(site.dir, "restored-media"),
    };
    const { code, stdout, stderr } = await run(restoreCommand, [file], restored);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /^Restored .+: [\d,]+ rows in \d+ tables, 1 media files, taken \S+ \(schema 032-analytics-enquiries\)\.\n$/,
    );
    expect(await readFile(join(site.dir, "restored-media", "cover.jpg"), "utf8")).toBe("a picture");
    // The archive holds its own run unfinished; the restore finishes it as the backup restored.
    const database = target.open();
    try {
      expect(await runs(database)).toMatchObject([
        { file: archive, verified: 1, error: null, finished_at: expect.any(String) },
      ]);
      // Taken under the run's lease; restored, the lease is free for the next backup.
      expect(
        await database.db
          .selectFrom("job_leases")
          .select(["name", "claim_token"])
          .where("name", "=", "backup-run")
          .execute(),
      ).toEqual([{ name: "backup-run", claim_token: null }]);
      expect(
        await database.db
          .selectFrom("audit_log")
          .selectAll()
          .where("action", "=", "backup-restored")
          .execute(),
      ).toMatchObject([
        {
          actor_email: "command line",
          target: archive,
          detail: expect.stringMatching(/^[\d,]+ rows in \d+ tables, 1 media files, taken \S+Z$/),
        },
      ]);
    } finally {
      await database.close();
    }
  });

  it("with --replace, backs up the database it restores over first, and says where", async () => {
    const [archive] = await readdir(join(site.dir, "backups"));
    const { code, stdout, stderr } = await run(
      restoreCommand,
      [join(site.dir, "backups", archive!), "--replace"],
      site.env,
    );
    expect(code).toBe(0);
    expect(stderr).toMatch(
      /^What was there before is backed up and verified in .+\/backups\/genesis-backup-\d{8}T\d{6}Z\.tar\.gz\.\n$/,
    );
    expect(stdout).toMatch(/^Restored /);
    expect(await readdir(join(site.dir, "backups"))).toHaveLength(2);
    const [entry] = await audited("backup-restored");
    expect(entry?.detail).toMatch(/; what was there is in genesis-backup-\d{8}T\d{6}Z\.tar\.gz$/);
  });

  it("keeps the BACKUP_KEEP newest backups, and nothing else in the folder is touched", async () => {
    const folder = join(site.dir, "kept");
    await mkdir(folder);
    const old = [
      "genesis-backup-20261101T031700Z.tar.gz",
      "genesis-backup-20261102T031700Z.tar.gz",
    ];
    for (const name of [...old, "notes.txt"]) await writeFile(join(folder, name), "x");
    const { code, stderr } = await run(backupCommand, [], {
      ...site.env,
      BACKUP_DIR: folder,
      BACKUP_KEEP: "2",
    });
    expect(code).toBe(0);
    expect(stderr).toContain(`Kept the 2 newest backups; removed ${old[0]}.`);
    const left = (await readdir(folder)).sort();
    expect(left).toHaveLength(3);
    expect(left).toContain(old[1]);
    expect(left).toContain("notes.txt");
  });

  it("refuses a second backup while one runs, recording nothing, and takes one once it is over", async () => {
    const folder = join(site.dir, "one-at-a-time");
    const before = (await runs(site.database)).length;
    // Another instance's run holds the lease.
    const held = await claimJobLease(site.database, {
      name: "backup-run",
      now: new Date(),
      leaseMs: 60_000,
    });
    expect(held).not.toBeNull();
    const refused = await run(backupCommand, [], { ...site.env, BACKUP_DIR: folder });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      "Another backup is running: this one was not started. Take it again once that one is done (the console's Backups page shows it).\n",
    );
    expect(await readdir(folder).catch(() => [])).toEqual([]);
    expect(await runs(site.database)).toHaveLength(before);
    await releaseJobLease(site.database, held!);
    expect((await run(backupCommand, [], { ...site.env, BACKUP_DIR: folder })).code).toBe(0);
    // Held by a process that died two minutes ago: run out, it stops nothing.
    await claimJobLease(site.database, {
      name: "backup-run",
      now: new Date(Date.now() - 10 * 60_000),
      leaseMs: 2 * 60_000,
    });
    expect((await run(backupCommand, [], { ...site.env, BACKUP_DIR: folder })).code).toBe(0);
  });

  it("refuses a database with data, a damaged file and a missing argument, each in one line", async () => {
    const [archive] = await readdir(join(site.dir, "backups"));
    const file = join(site.dir, "backups", archive!);
    const over = await run(restoreCommand, [file], site.env);
    expect(over.code).toBe(1);
    expect(over.stderr).toMatch(
      /^The database is not empty \(\d+ tables\): restore into a new, empty database, or add --replace \(it is backed up first\)\.\n$/,
    );
    const damaged = join(site.dir, "damaged.tar.gz");
    await writeFile(damaged, (await readFile(file)).subarray(0, 200));
    const target = sqliteTestDatabase();
    site.targets.push(target);
    const broken = await run(restoreCommand, [damaged], {
      ...site.env,
      DATABASE_URL: target.url,
      MEDIA_DIR: join(site.dir, "m2"),
    });
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/damaged or incomplete\.\n$/);
    expect(broken.stderr.split("\n")).toHaveLength(2);
    expect((await run(restoreCommand, [], site.env)).stderr).toMatch(
      /^Usage: npm run restore -- <backup file or s3:\/\/ address>/,
    );
    expect((await run(backupCommand, ["now"], site.env)).code).toBe(1);
  });
});

// Encrypted archives cost a second of scrypt each way: SQLite alone proves them.
describe("npm run backup with BACKUP_PASSPHRASE", () => {
  const site = commandSite(async () => sqliteTestDatabase({ from: "console+portfolio" }), {
    BACKUP_PASSPHRASE: "correct horse battery staple",
  });

  // Four passphrase derivations (scrypt, as age sets it): seconds each on a busy two-core host.
  it("writes an age archive that only its passphrase restores", { timeout: 60_000 }, async () => {
    const backup = await run(backupCommand, [], site.env);
    expect(backup.code).toBe(0);
    const file = backup.stdout.trim();
    expect(file).toMatch(/genesis-backup-\d{8}T\d{6}Z\.tar\.gz\.age$/);
    expect((await readFile(file)).subarray(0, 21).toString()).toBe("age-encryption.org/v1");
    expect((await readFile(file)).includes("Northwind")).toBe(false);

    const into = (): Record<string, string> => {
      const target = sqliteTestDatabase();
      site.targets.push(target);
      return {
        ...site.env,
        DATABASE_URL: target.url,
        MEDIA_DIR: join(site.dir, `m-${site.targets.length}`),
      };
    };
    const without = into();
    delete without.BACKUP_PASSPHRASE;
    const none = await run(restoreCommand, [file], without);
    expect(none.stderr).toBe("The archive is encrypted: set BACKUP_PASSPHRASE to open it.\n");
    const wrong = await run(restoreCommand, [file], {
      ...into(),
      BACKUP_PASSPHRASE: "not the passphrase",
    });
    expect(wrong.stderr).toBe("BACKUP_PASSPHRASE does not open this archive.\n");
    const right = await run(restoreCommand, [file], into());
    expect(right.code).toBe(0);
    expect(right.stdout).toMatch(/^Restored /);
  });
});

// The copy off the machine, against a fake S3 on loopback (tests/support/fake-s3.ts).
describe("npm run backup with BACKUP_S3_URL", () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(async () => {
    await s3?.close();
  });
  const site = commandSite(async () => sqliteTestDatabase({ from: "console" }));
  const lastRun = () =>
    site.database.db
      .selectFrom("backup_runs")
      .selectAll()
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();

  it("copies each verified archive off the machine under its own name, and records where", async () => {
    const { code, stdout, stderr } = await run(backupCommand, [], {
      ...site.env,
      ...s3.env("genesis/daily"),
    });
    expect(code).toBe(0);
    const name = basename(stdout.trim());
    const url = `s3://${s3.bucket}/genesis/daily/${name}`;
    expect(stderr).toContain(`Copied off the machine to ${url}.\n`);
    expect(await s3.keys()).toEqual([`genesis/daily/${name}`]);
    expect((await s3.get(`genesis/daily/${name}`)).equals(await readFile(stdout.trim()))).toBe(
      true,
    );
    expect(await lastRun()).toMatchObject({ file: name, verified: 1, offsite: url, error: null });
  });

  it("keeps the BACKUP_KEEP newest off the machine too, and leaves other keys alone", async () => {
    const old = [
      "genesis-backup-20261101T031700Z.tar.gz",
      "genesis-backup-20261102T031700Z.tar.gz",
    ];
    for (const name of old) await s3.put(`kept/${name}`, "x");
    await s3.put("kept/notes.txt", "x");
    await s3.put(`elsewhere/${old[0]}`, "x");
    const { code, stdout, stderr } = await run(backupCommand, [], {
      ...site.env,
      ...s3.env("kept"),
      BACKUP_DIR: join(site.dir, "kept"),
      BACKUP_KEEP: "2",
    });
    expect(code).toBe(0);
    expect(stderr).toContain(
      `Kept the 2 newest off the machine; removed s3://${s3.bucket}/kept/${old[0]}.`,
    );
    expect((await s3.keys()).filter((key) => !key.startsWith("genesis/"))).toEqual(
      [
        `elsewhere/${old[0]}`,
        `kept/${old[1]}`,
        `kept/${basename(stdout.trim())}`,
        "kept/notes.txt",
      ].sort(),
    );
  });

  it("restores from an address in the bucket, fetched into BACKUP_DIR first", async () => {
    const [key] = (await s3.keys()).filter((name) => name.startsWith("genesis/daily/"));
    const url = `s3://${s3.bucket}/${key}`;
    const target = sqliteTestDatabase();
    site.targets.push(target);
    const folder = join(site.dir, "new-machine");
    const { code, stdout, stderr } = await run(restoreCommand, [url], {
      ...site.env,
      ...s3.env("genesis/daily"),
      DATABASE_URL: target.url,
      MEDIA_DIR: join(folder, "media"),
      BACKUP_DIR: join(folder, "backups"),
    });
    expect(stderr).toBe(`Fetched ${url} into ${join(folder, "backups", basename(key!))}.\n`);
    expect(code).toBe(0);
    expect(stdout).toMatch(
      new RegExp(`^Restored ${url}: [\\d,]+ rows in \\d+ tables, 1 media files`),
    );
    expect(await readFile(join(folder, "media", "cover.jpg"), "utf8")).toBe("a picture");
    expect(await readdir(join(folder, "backups"))).toEqual([basename(key!)]);
  });

  it("refuses an address that names no backup, or that the bucket does not have, changing nothing", async () => {
    const target = sqliteTestDatabase();
    site.targets.push(target);
    const env = {
      ...site.env,
      ...s3.env("genesis/daily"),
      DATABASE_URL: target.url,
      BACKUP_DIR: join(site.dir, "refused"),
    };
    const prefix = `s3://${s3.bucket}/genesis/daily/`;
    expect((await run(restoreCommand, [prefix], env)).stderr).toBe(
      `${prefix} names no backup: give the whole address of one, s3://bucket/prefix/genesis-backup-<time>.tar.gz.\n`,
    );
    const missing = `${prefix}genesis-backup-20200101T000000Z.tar.gz`;
    const gone = await run(restoreCommand, [missing], env);
    expect(gone.code).toBe(1);
    expect(gone.stderr).toMatch(
      new RegExp(`^Cannot fetch ${missing} from ${s3.endpoint}: .+\\. Nothing was changed\\.\\n$`),
    );
    const withoutBucket: Record<string, string> = { ...env };
    delete withoutBucket.BACKUP_S3_URL;
    expect((await run(restoreCommand, [missing], withoutBucket)).stderr).toMatch(
      /^Set BACKUP_S3_URL, and BACKUP_S3_ENDPOINT, BACKUP_S3_REGION and the keys as the site had them, to restore from s3:/,
    );
    expect(await readdir(join(site.dir, "refused")).catch(() => [])).toEqual([]);
    const database = target.open();
    try {
      expect(await database.db.introspection.getTables()).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it("says in one line when the bucket cannot be reached, and keeps the verified archive and every older one", async () => {
    const closed = await freePort();
    const folder = join(site.dir, "unreachable");
    await mkdir(folder);
    const older = "genesis-backup-20261101T031700Z.tar.gz";
    await writeFile(join(folder, older), "x");
    const { code, stdout, stderr } = await run(backupCommand, [], {
      ...site.env,
      ...s3.env("genesis"),
      BACKUP_S3_ENDPOINT: `http://127.0.0.1:${closed}`,
      BACKUP_DIR: folder,
      BACKUP_KEEP: "1",
    });
    expect(code).toBe(1);
    expect(stdout).toBe("");
    const reason = stderr.trim().split("\n").at(-1)!;
    expect(reason).toMatch(
      new RegExp(
        `^Cannot copy the backup off the machine \\(BACKUP_S3_URL s3://${s3.bucket}/genesis at http://127\\.0\\.0\\.1:${closed}\\): .*ECONNREFUSED.*\\. It is verified and kept in BACKUP_DIR; no older backup was removed\\.$`,
      ),
    );
    const kept = (await readdir(folder)).sort();
    expect(kept).toHaveLength(2);
    expect(kept[0]).toBe(older);
    expect(await lastRun()).toMatchObject({
      file: kept[1],
      verified: 1,
      offsite: null,
      error: reason,
    });
  });
});
