import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connection.ts";
import { insertLanguage } from "../db/languages.ts";
import { KNOWN_MIGRATIONS } from "../db/migrate.ts";
import { describeEachDialect } from "../../tests/support/each-dialect.ts";
import {
  postgresTestDatabase,
  postgresUrl,
  sqliteTestDatabase,
  type TestDatabase,
} from "../../tests/support/databases.ts";
import { readBackupArchive, writeBackupArchive } from "./backup-archive.ts";
import { createBackup } from "./create-backup.ts";
import { restoreBackup } from "./restore-backup.ts";
import { storeEnquiry } from "../db/enquiries.ts";
import {
  addressHash,
  appendErasure,
  erasureLogIn,
  replayErasures,
} from "../admin/privacy/erasure-log.ts";

/** A moment after any backup a test takes. */
const LATER = "2099-01-01T00:00:00.000Z";
import { readSnapshot } from "./snapshot.ts";

// A restore (./restore-backup.ts): the whole archive checked first, then every
// row and media file back, into SQLite or PostgreSQL whichever it came from.

/** Each table's rows as JSON would carry them, in a stable order: what a restore must give back. */
async function contentsOf(database: DatabaseHandle) {
  const { tables } = await readSnapshot(database);
  const plain = (value: unknown) =>
    value instanceof Date
      ? value.toISOString()
      : typeof value === "boolean"
        ? Number(value)
        : value;
  return Object.fromEntries(
    tables.map(({ name, rows }) => [
      name,
      rows
        .map((row) =>
          JSON.stringify(
            Object.entries(row)
              .map(([k, v]) => [k, plain(v)])
              .sort(),
          ),
        )
        .sort(),
    ]),
  );
}

describeEachDialect("restoring a backup", (create, dialect) => {
  let source: TestDatabase;
  let sourceDb: DatabaseHandle;
  let dir: string;
  let archive: string;
  const targets: TestDatabase[] = [];

  beforeAll(async () => {
    source = await create({ from: "console+portfolio" });
    sourceDb = source.open();
    await insertLanguage(sourceDb.db, {
      code: "de",
      name: "Deutsch",
      published: true,
      now: new Date("2026-11-29T00:00:00Z"),
    });
    dir = await mkdtemp(join(tmpdir(), "genesis-restore-"));
    const media = join(dir, "media");
    await mkdir(media);
    await writeFile(join(media, "cover.jpg"), "a picture");
    ({ file: archive } = await createBackup(sourceDb, {
      dir: join(dir, "backups"),
      mediaDir: media,
    }));
  });
  afterAll(async () => {
    await sourceDb?.close();
    await source?.drop();
    for (const target of targets) await target.drop();
    await rm(dir, { recursive: true, force: true });
  });

  const restoreInto = async (target: TestDatabase, mediaDir: string | null) => {
    targets.push(target);
    const database = target.open();
    try {
      await restoreBackup(database, archive, { mediaDir });
      return { database, contents: await contentsOf(database) };
    } catch (error) {
      await database.close();
      throw error;
    }
  };

  it(`gives every row and media file back into a new SQLite database (from ${dialect})`, async () => {
    const media = join(dir, "restored-media");
    const { database, contents } = await restoreInto(sqliteTestDatabase(), media);
    expect(contents).toEqual(await contentsOf(sourceDb));
    expect(await readFile(join(media, "cover.jpg"), "utf8")).toBe("a picture");
    expect(await readdir(dir)).not.toContain(`restored-media.restoring-${process.pid}`);
    await database.close();
  });

  it.runIf(postgresUrl)(
    `gives every row back into a new PostgreSQL database (from ${dialect}), its ids counting on`,
    async () => {
      const { database, contents } = await restoreInto(
        await postgresTestDatabase(postgresUrl!),
        null,
      );
      expect(contents).toEqual(await contentsOf(sourceDb));
      // A new row gets an id past the restored ones.
      const before = await database.db
        .selectFrom("portfolio_items")
        .select((eb) => eb.fn.max("id").as("id"))
        .executeTakeFirstOrThrow();
      const added = await database.db
        .insertInto("portfolio_items")
        .values({
          name: "New",
          title: "New",
          image: "/x.jpg",
          sort_order: 99,
          created_at: "2026-11-29T00:00:00.000Z",
          updated_at: "2026-11-29T00:00:00.000Z",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      expect(Number(added.id)).toBeGreaterThan(Number(before.id));
      await database.close();
    },
  );

  it("refuses a database that is not empty, and changes nothing", async () => {
    const target = sqliteTestDatabase({ migrated: true });
    targets.push(target);
    const database = target.open();
    const tablesBefore = (await database.db.introspection.getTables()).length;
    await expect(restoreBackup(database, archive, { mediaDir: null })).rejects.toThrow(
      /^The database is not empty \(\d+ tables\): restore into a new, empty database, or add --replace \(it is backed up first\)\.$/,
    );
    expect((await database.db.introspection.getTables()).length).toBe(tablesBefore);
    await database.close();
  });

  it("with replace, backs up what is there, then puts the archive in its place", async () => {
    const media = join(dir, "replaced-media");
    const target = sqliteTestDatabase();
    targets.push(target);
    const database = target.open();
    await restoreBackup(database, archive, { mediaDir: media });
    // Written since: a language and a picture the archive does not have.
    await insertLanguage(database.db, {
      code: "fr",
      name: "Français",
      published: true,
      now: new Date("2026-11-30T00:00:00Z"),
    });
    await writeFile(join(media, "later.jpg"), "a later picture");
    const backupDir = join(dir, "before-replace");
    const { replaced } = await restoreBackup(database, archive, {
      mediaDir: media,
      replace: { backupDir },
    });
    const codes = await database.db
      .selectFrom("languages")
      .select("code")
      .orderBy("code")
      .execute();
    expect(codes.map((row) => row.code)).toEqual(["de", "en"]);
    expect((await readdir(media)).sort()).toEqual(["cover.jpg"]);
    // What was replaced is in its own verified archive.
    expect(replaced).toMatch(/before-replace\/genesis-backup-\d{8}T\d{6}Z\.tar\.gz$/);
    const { tables, manifest } = await readBackupArchive(replaced!);
    expect(
      tables
        .get("languages")!
        .map((row) => row.code)
        .sort(),
    ).toEqual(["de", "en", "fr"]);
    expect(Object.keys(manifest.media).sort()).toEqual(["cover.jpg", "later.jpg"]);
    await database.close();
  });

  it("erases again whoever was erased after the backup was taken, from the log beside the backups", async () => {
    const target = sqliteTestDatabase();
    targets.push(target);
    const database = target.open();
    await restoreBackup(database, archive, { mediaDir: null });
    const enquiry = { name: "Ann Lee", phone: "", subject: "Sales", message: "A website." };
    const options = { idempotency: null, captcha: "off" as const, notification: null };
    for (const email of ["ann@example.com", "bo@example.com", "cy@example.com"])
      await storeEnquiry(database, { ...enquiry, email }, options);
    const backupDir = join(dir, "erasures");
    const taken = await createBackup(database, { dir: backupDir, mediaDir: null });
    // After it: Ann erased on the console (its audit entry), Bo by a site since lost (the file).
    await replayErasures(
      database.db,
      [{ hash: addressHash("ann@example.com"), at: LATER }],
      new Date(0),
    );
    await appendErasure(erasureLogIn(backupDir), {
      hash: addressHash("Bo@Example.com"),
      at: LATER,
    });
    // Cy was erased before the backup: the archive has no Cy to erase.
    const restored = await restoreBackup(database, taken.file, {
      mediaDir: null,
      replace: { backupDir },
      erasureLog: erasureLogIn(backupDir),
    });
    expect(restored.erasedAgain).toBe(2);
    const left = await database.db.selectFrom("contact_enquiries").select("email").execute();
    expect(left.map((row) => row.email)).toEqual(["cy@example.com"]);
    const again = await database.db
      .selectFrom("audit_log")
      .select(["actor_email", "target"])
      .where("action", "=", "privacy-erasure")
      .execute();
    expect(again).toContainEqual({
      actor_email: "restore",
      target: `sha256:${addressHash("bo@example.com")}`,
    });
    // A verification restores the archive as it is.
    const plain = sqliteTestDatabase();
    targets.push(plain);
    const check = plain.open();
    expect((await restoreBackup(check, taken.file, { mediaDir: null })).erasedAgain).toBe(0);
    expect(await check.db.selectFrom("contact_enquiries").select("email").execute()).toHaveLength(
      3,
    );
    await check.close();
    await database.close();
  });

  it("refuses an archive from a newer version of the site, changing nothing", async () => {
    const snapshot = await readSnapshot(sourceDb);
    const newer = join(dir, "newer.tar.gz");
    await writeBackupArchive(
      newer,
      { ...snapshot, migrations: [...snapshot.migrations, "999-future"] },
      {
        dialect,
        mediaDir: null,
        now: new Date(),
      },
    );
    const target = sqliteTestDatabase();
    targets.push(target);
    const database = target.open();
    await expect(restoreBackup(database, newer, { mediaDir: null })).rejects.toThrow(
      "The archive was taken by a newer version of the site (migration 999-future): upgrade the site, then restore it.",
    );
    expect(await database.db.introspection.getTables()).toEqual([]);
    await database.close();
  });

  it("restores an archive from an older schema at its own version, then migrates it forward", async () => {
    const snapshot = await readSnapshot(sourceDb);
    // The last five migrations add columns and tables; an archive taken before them has none.
    const later = KNOWN_MIGRATIONS.slice(-5);
    expect(later).toEqual([
      "028-sign-up-language",
      "029-backup-runs",
      "030-backup-offsite",
      "031-analytics",
      "032-analytics-enquiries",
    ]);
    const older = join(dir, "older.tar.gz");
    const strip = (rows: Record<string, unknown>[]) =>
      rows.map(({ language: _language, ...row }) => row);
    await writeBackupArchive(
      older,
      {
        migrations: snapshot.migrations.filter((name) => !later.includes(name)),
        tables: snapshot.tables
          .filter(
            (table) => !["backup_runs", "analytics_views", "analytics_salts"].includes(table.name),
          )
          .map((table) =>
            ["blog_comments", "newsletter_subscriptions"].includes(table.name)
              ? { ...table, rows: strip(table.rows) }
              : table,
          ),
      },
      { dialect, mediaDir: null, now: new Date() },
    );
    const target = sqliteTestDatabase();
    targets.push(target);
    const database = target.open();
    await restoreBackup(database, older, { mediaDir: null });
    const applied = await sql<{
      name: string;
    }>`select name from kysely_migration order by name`.execute(database.db);
    expect(applied.rows.map((row) => row.name)).toEqual(KNOWN_MIGRATIONS);
    expect(
      await database.db.selectFrom("languages").select("code").orderBy("code").execute(),
    ).toEqual([{ code: "de" }, { code: "en" }]);
    await database.close();
  });
});
