import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { createWriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import { createGzip, gunzipSync, gzipSync } from "node:zlib";
import { pack } from "tar-stream";
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connection.ts";
import { describeEachDialect } from "../../tests/support/each-dialect.ts";
import type { TestDatabase } from "../../tests/support/databases.ts";
import { readBackupArchive } from "./backup-archive.ts";
import { createBackup } from "./create-backup.ts";

// A backup (./create-backup.ts): every table's rows and the media folder in
// one archive, checked whole against its manifest before anyone trusts it.

describeEachDialect("a backup of the site's data", (create) => {
  let testDb: TestDatabase;
  let database: DatabaseHandle;
  let dir: string;
  let mediaDir: string;
  const now = new Date("2026-11-29T03:17:00.000Z");

  beforeAll(async () => {
    testDb = await create({ from: "console+portfolio" });
    database = testDb.open();
    dir = await mkdtemp(join(tmpdir(), "genesis-backups-"));
    mediaDir = await mkdtemp(join(tmpdir(), "genesis-media-"));
    await mkdir(join(mediaDir, "originals"), { recursive: true });
    await writeFile(join(mediaDir, "originals", "cover.jpg"), Buffer.from("a picture"));
    await writeFile(join(mediaDir, "cover-640.webp"), Buffer.from("a smaller picture"));
  });
  afterAll(async () => {
    await database?.close();
    await testDb?.drop();
    await rm(dir, { recursive: true, force: true });
    await rm(mediaDir, { recursive: true, force: true });
  });

  const countOf = async (table: string) =>
    Number(
      (await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(database.db))
        .rows[0]!.n,
    );

  it("holds every table's rows and every media file under a name that says when, nothing aside", async () => {
    const { file, manifest } = await createBackup(database, { dir, mediaDir, now });
    expect(basename(file)).toBe("genesis-backup-20261129T031700Z.tar.gz");
    expect(await readdir(dir)).toEqual([basename(file)]);

    const { tables } = await readBackupArchive(file);
    const applied = await sql<{
      name: string;
    }>`select name from kysely_migration order by name`.execute(database.db);
    expect(manifest.migrations).toEqual(applied.rows.map((row) => row.name));
    expect(manifest.migrations).toContain("028-sign-up-language");
    // The database's own tables, the sign-in library's among them; not the migrator's.
    expect(Object.keys(manifest.tables)).toContain("portfolio_items");
    expect(Object.keys(manifest.tables)).toContain("auth_users");
    expect(Object.keys(manifest.tables)).toContain("auth_two_factors");
    expect(Object.keys(manifest.tables)).not.toContain("kysely_migration");
    for (const [table, { rows }] of Object.entries(manifest.tables)) {
      expect(rows, table).toBe(await countOf(table));
      expect(tables.get(table)!, table).toHaveLength(rows);
    }
    expect(manifest.tables.portfolio_items!.rows).toBeGreaterThan(0);
    const names = tables.get("portfolio_items")!.map((row) => row.name);
    const stored = await database.db
      .selectFrom("portfolio_items")
      .select("name")
      .orderBy("id")
      .execute();
    expect(names).toEqual(stored.map((row) => row.name));
    expect(Object.keys(manifest.media)).toEqual(["cover-640.webp", "originals/cover.jpg"]);
    expect(manifest.media["originals/cover.jpg"]!.size).toBe(9);
    await rm(file);
  });

  it("holds the analytics' views but not the day's salt, which must not outlive its day", async () => {
    await database.db
      .insertInto("analytics_salts")
      .values({ day: "2026-11-29", salt: "s3cr3t" })
      .execute();
    await database.db
      .insertInto("analytics_views")
      .values({
        day: "2026-11-29",
        at: "2026-11-29T03:00:00.000Z",
        kind: "page",
        visitor: "h:0123",
        path: "/",
        referrer: null,
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        device: "desktop",
        language: "en",
      })
      .execute();
    const { file, manifest } = await createBackup(database, { dir, mediaDir, now });
    expect(manifest.tables.analytics_salts!.rows).toBe(0);
    expect(manifest.tables.analytics_views!.rows).toBe(1);
    expect((await readBackupArchive(file)).tables.get("analytics_salts")).toEqual([]);
    await rm(file);
    await database.db.deleteFrom("analytics_salts").execute();
    await database.db.deleteFrom("analytics_views").execute();
  });

  it("refuses a damaged or cut-short archive, naming what is wrong", async () => {
    const { file } = await createBackup(database, { dir, mediaDir, now });
    const tar = gunzipSync(await readFile(file));
    const at = tar.indexOf("Northwind");
    expect(at).toBeGreaterThan(0);
    tar.write("Southwind", at);
    const damaged = join(dir, "damaged.tar.gz");
    await writeFile(damaged, gzipSync(tar));
    await expect(readBackupArchive(damaged)).rejects.toThrow(
      /^The rows of \w+ do not match their checksum: the archive is damaged\.$/,
    );
    const whole = await readFile(file);
    const cut = join(dir, "cut.tar.gz");
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(readBackupArchive(cut)).rejects.toThrow(/damaged or incomplete/);
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir);
  });

  it("refuses an archive whose entries would reach outside where they are written", async () => {
    for (const name of ["media/../../escape.txt", "/etc/escape", "media/./x"]) {
      const archive = pack();
      const file = join(dir, "hostile.tar.gz");
      const written = pipeline(archive, createGzip(), createWriteStream(file));
      archive.entry({ name }, "x");
      archive.finalize();
      await written;
      await expect(readBackupArchive(file), name).rejects.toThrow(
        `The archive holds an entry it should not: ${JSON.stringify(name)}.`,
      );
      await rm(file);
    }
  });

  it("leaves no file that looks whole when it fails midway, and the older backups as they were", async () => {
    const older = join(dir, "genesis-backup-20261128T031700Z.tar.gz");
    const first = await createBackup(database, {
      dir,
      mediaDir,
      now: new Date("2026-11-28T03:17:00Z"),
    });
    expect(first.file).toBe(older);
    const before = await readFile(older);
    // The media folder is no folder: the rows are written when the media fail.
    const notAFolder = join(dir, "..", `not-a-folder-${process.pid}`);
    await copyFile(older, notAFolder);
    await expect(createBackup(database, { dir, mediaDir: notAFolder, now })).rejects.toThrow();
    expect(await readdir(dir)).toEqual([basename(older)]);
    expect(await readFile(older)).toEqual(before);
    // A backup folder that cannot be made says so, naming the variable.
    await expect(
      createBackup(database, { dir: join(notAFolder, "backups"), mediaDir, now }),
    ).rejects.toThrow(
      `The backup folder ${join(notAFolder, "backups")} (BACKUP_DIR) cannot be made or written: ENOTDIR.`,
    );
    await rm(notAFolder);
  });
});
