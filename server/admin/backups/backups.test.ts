import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { backupsCopy, backupWarningCopy } from "../../../app/admin/backups/backups-words.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import {
  EDITOR,
  OWNER,
  get,
  openTestConsole,
  postForm,
  signIn,
} from "../../../tests/support/console.ts";
import { describeEachDialect } from "../../../tests/support/each-dialect.ts";
import { parseHtml } from "../../../tests/support/html-page.ts";

// The console's backups (/admin/backups, docs/backups.md): owners see each
// backup run with its date, size and whether it was verified, start one with
// 'Back up now' and download an archive of BACKUP_DIR; the overview warns them
// when backups fail or stop coming. Editors get 403.

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const copy = backupsCopy.list;

describeEachDialect("the console's backups", (create) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let close: (() => Promise<void>) | undefined;
  let owner: string;
  let editor: string;
  let root: string;
  let dir: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "genesis-backups-console-"));
    dir = join(root, "backups");
    await mkdir(dir);
    ({ database, app, close } = await openTestConsole(create, {
      env: {
        BACKUP_DIR: dir,
        BACKUP_KEEP: "3",
        BACKUP_SCHEDULE: "17 3 * * *",
        MEDIA_DIR: join(root, "media"),
      },
    }));
    owner = await signIn(app, OWNER);
    editor = await signIn(app, EDITOR, "10.0.0.2");
  });
  afterAll(async () => {
    await close?.();
    await rm(root, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await database.db.deleteFrom("backup_runs").execute();
  });

  const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
  const addRun = (run: {
    startedAt: string;
    finished?: boolean;
    file?: string | null;
    size?: number | null;
    verified?: boolean;
    error?: string | null;
    trigger?: "schedule" | "console" | "command";
    actor?: string | null;
    offsite?: string | null;
  }) =>
    database.db
      .insertInto("backup_runs")
      .values({
        started_at: run.startedAt,
        finished_at: run.finished === false ? null : run.startedAt,
        file: run.file ?? null,
        size: run.size ?? null,
        verified: run.verified ? 1 : 0,
        error: run.error ?? null,
        trigger: run.trigger ?? "schedule",
        actor: run.actor ?? null,
        offsite: run.offsite ?? null,
      })
      .execute();
  const audit = (action: string) =>
    database.db.selectFrom("audit_log").selectAll().where("action", "=", action).execute();
  /** Each row of the list as its cells' text. */
  const listed = async () => {
    const page = await get(app, "/admin/backups", owner);
    expect(page.statusCode).toBe(200);
    const { document } = parseHtml(page.body);
    return [...document.querySelectorAll("#console-main tbody tr")].map((row) =>
      [...row.querySelectorAll("th, td")].map((cell) => cell.textContent?.trim()),
    );
  };

  it("lists each backup with its date, size and whether it was verified, and where it is kept", async () => {
    const kept = "genesis-backup-20261128T031700Z.tar.gz";
    await writeFile(join(dir, kept), Buffer.alloc(Math.round(2.4 * 1024 * 1024)));
    // Taken while BACKUP_S3_URL was set: a copy went off the machine too.
    const copied = "genesis-backup-20261127T031700Z.tar.gz";
    await writeFile(join(dir, copied), Buffer.alloc(2_000_000));
    await addRun({
      startedAt: "2026-11-27T03:17:00.000Z",
      file: copied,
      size: 2_000_000,
      verified: true,
      offsite: `s3://agency-backups/genesis/${copied}`,
    });
    await addRun({
      startedAt: "2026-11-28T03:17:00.000Z",
      file: kept,
      size: Math.round(2.4 * 1024 * 1024),
      verified: true,
    });
    // BACKUP_KEEP deleted its archive since.
    await addRun({
      startedAt: "2026-11-20T03:17:00.000Z",
      file: "genesis-backup-20261120T031700Z.tar.gz",
      size: 2_000_000,
      verified: true,
    });
    await addRun({
      startedAt: "2026-11-27T09:30:00.000Z",
      error: "No space left in /srv/backups: no backup was written.",
      trigger: "console",
      actor: OWNER.email,
    });
    await addRun({ startedAt: ago(60_000), finished: false, trigger: "command" });
    // Verified, then its copy off the machine failed.
    const unreachable =
      "Cannot copy the backup off the machine (BACKUP_S3_URL s3://agency-backups at https://s3.example): connect ECONNREFUSED. It is verified and kept in BACKUP_DIR; no older backup was removed.";
    await addRun({
      startedAt: "2026-11-21T03:17:00.000Z",
      file: "genesis-backup-20261121T031700Z.tar.gz",
      size: 2_000_000,
      verified: true,
      error: unreachable,
    });

    expect(await listed()).toEqual([
      [expect.stringContaining("npm run backup"), "—", copy.running, "—", ""],
      ["2026-11-28 03:17 UTC" + copy.by.schedule, "2.4 MB", copy.yes, copy.here, copy.download],
      [
        "2026-11-27 09:30 UTC" + copy.by.console(OWNER.email),
        "—",
        "No: No space left in /srv/backups: no backup was written.",
        "—",
        "",
      ],
      [
        "2026-11-27 03:17 UTC" + copy.by.schedule,
        "1.9 MB",
        copy.yes,
        `${copy.hereAndOffsite}s3://agency-backups/genesis/${copied}`,
        copy.download,
      ],
      [
        "2026-11-21 03:17 UTC" + copy.by.schedule,
        "1.9 MB",
        copy.yes + copy.after(unreachable),
        copy.removed,
        "",
      ],
      ["2026-11-20 03:17 UTC" + copy.by.schedule, "1.9 MB", copy.yes, copy.removed, ""],
    ]);
    const page = (await get(app, "/admin/backups", owner)).body;
    expect(page).toContain("<title>Backups · ");
    expect(page).toMatch(/<h1[^>]*>Backups<\/h1>/);
    const { document } = parseHtml(page);
    expect(document.querySelector("#backup-schedule")?.textContent).toMatch(
      new RegExp(
        `^Backups are taken every day at 03:17 UTC \\(BACKUP_SCHEDULE=17 3 \\* \\* \\*\\)\\. The next one: \\d{4}-\\d\\d-\\d\\d 03:17 UTC\\. They are kept in ${dir} \\(BACKUP_DIR\\), the 3 newest \\(BACKUP_KEEP\\)\\. They are on this machine only: set BACKUP_S3_URL to keep a copy elsewhere, in case the disk fails\\.$`,
      ),
    );
    const link = document.querySelector<HTMLAnchorElement>("#console-main tbody a[download]");
    expect(link?.getAttribute("href")).toBe(`/admin/backups/download?file=${kept}`);
    await rm(join(dir, copied));
    expect(document.querySelector("#console-main form[method=post] button")?.textContent).toBe(
      "Back up now",
    );
    await rm(join(dir, kept));
  });

  it("lists an archive no run recorded, and says how to get a backup when there is none", async () => {
    const found = "genesis-backup-20261101T031700Z.tar.gz";
    await writeFile(join(dir, found), "x".repeat(3000));
    expect(await listed()).toEqual([
      [
        "2026-11-01 03:17 UTC" + copy.by.unrecorded,
        "3 KB",
        copy.unrecorded,
        copy.here,
        copy.download,
      ],
    ]);
    await rm(join(dir, found));
    const empty = (await get(app, "/admin/backups", owner)).body;
    expect(empty).toContain(backupsCopy.empty.title);
    expect(empty).toContain(backupsCopy.empty.scheduled.replaceAll("'", "&#x27;"));
  });

  it("sends a signed-out visitor to the sign-in page and answers an editor 403, starting nothing", async () => {
    const signedOut = await get(app, "/admin/backups");
    expect(signedOut.statusCode).toBe(303);
    expect(signedOut.headers.location).toBe("/admin/login");
    expect((await get(app, "/admin/backups", editor)).statusCode).toBe(403);
    expect((await postForm(app, "/admin/backups", {}, { cookie: editor })).statusCode).toBe(403);
    expect(await database.db.selectFrom("backup_runs").selectAll().execute()).toEqual([]);
    // The side bar names the page to owners only.
    expect((await get(app, "/admin", owner)).body).toContain('href="/admin/backups"');
    expect((await get(app, "/admin", editor)).body).not.toContain('href="/admin/backups"');
  });

  it("refuses 'Back up now' while a backup runs, and not once a run stopped hours ago without finishing", async () => {
    await addRun({ startedAt: ago(2 * 60_000), finished: false });
    const refused = await postForm(app, "/admin/backups", {}, { cookie: owner });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(backupsCopy.refused.running);
    expect(await database.db.selectFrom("backup_runs").selectAll().execute()).toHaveLength(1);

    // A run whose process ended under it (a restart) is not running any more.
    await database.db.deleteFrom("backup_runs").execute();
    await addRun({ startedAt: ago(7 * HOUR), finished: false });
    expect((await listed())[0]![2]).toBe(copy.no(backupsCopy.stopped));
  });

  it("'Back up now' starts the compiled command, which records a verified backup as the owner's", async () => {
    const started = await postForm(app, "/admin/backups", {}, { cookie: owner });
    expect(started.statusCode).toBe(303);
    expect(started.headers.location).toBe("/admin/backups?done=started");
    expect((await get(app, "/admin/backups?done=started", owner)).body).toContain(
      backupsCopy.done.started,
    );
    // The page answered at once; the backup is written by a process of its own.
    let run;
    for (let waited = 0; waited < 15_000; waited += 200) {
      run = await database.db
        .selectFrom("backup_runs")
        .selectAll()
        .where("finished_at", "is not", null)
        .executeTakeFirst();
      if (run) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(run).toMatchObject({ trigger: "console", actor: OWNER.email, verified: 1, error: null });
    expect(await audit("backup-taken")).toMatchObject([
      { actor_email: OWNER.email, target: run!.file },
    ]);
    expect((await listed())[0]).toEqual([
      expect.stringContaining(copy.by.console(OWNER.email)),
      expect.stringMatching(/ KB$/),
      copy.yes,
      copy.here,
      copy.download,
    ]);
  }, 30_000);

  it("downloads an archive of BACKUP_DIR byte for byte, audited, and nothing else", async () => {
    const name = "genesis-backup-20261129T031700Z.tar.gz.age";
    const bytes = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7) % 256));
    await writeFile(join(dir, name), bytes);
    await writeFile(join(dir, "notes.txt"), "not a backup");
    const path = `/admin/backups/download?file=${name}`;

    expect((await get(app, path, editor)).statusCode).toBe(403);
    const download = await get(app, path, owner);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/octet-stream");
    expect(download.headers["content-disposition"]).toBe(`attachment; filename="${name}"`);
    expect(download.headers["cache-control"]).toContain("no-store");
    expect(download.rawPayload.equals(await readFile(join(dir, name)))).toBe(true);
    expect(await audit("backup-downloaded")).toMatchObject([
      { actor_email: OWNER.email, target: name, detail: "5 KB" },
    ]);

    for (const other of [
      "genesis-backup-20261130T031700Z.tar.gz",
      "notes.txt",
      "..%2F..%2Fetc%2Fpasswd",
      `..%2Fbackups%2F${name}`,
    ]) {
      const refused = await get(app, `/admin/backups/download?file=${other}`, owner);
      expect(refused.statusCode, other).toBe(404);
      expect(refused.body, other).not.toContain("not a backup");
    }
    expect(await audit("backup-downloaded")).toHaveLength(1);
    await rm(join(dir, name));
    await rm(join(dir, "notes.txt"));
  });

  it("warns owners on the overview when the last backup failed, with its reason", async () => {
    await addRun({ startedAt: ago(2 * HOUR), verified: true, file: "x.tar.gz", size: 10 });
    await addRun({
      startedAt: ago(HOUR),
      error: "The backup folder /srv/backups (BACKUP_DIR) cannot be written: EACCES.",
    });
    const { document } = parseHtml((await get(app, "/admin", owner)).body);
    const card = document.querySelector("[aria-labelledby=backup-warning-heading]");
    expect(card?.querySelector("h2")?.textContent).toBe(backupWarningCopy.heading);
    expect(card?.textContent).toContain(
      "failed: The backup folder /srv/backups (BACKUP_DIR) cannot be written: EACCES.",
    );
    expect(card?.querySelector("a")?.getAttribute("href")).toBe("/admin/backups");
    expect((await get(app, "/admin", editor)).body).not.toContain(backupWarningCopy.heading);
  });

  it("warns too when the last backup was verified but not copied off the machine", async () => {
    const reason =
      "Cannot copy the backup off the machine (BACKUP_S3_URL s3://agency-backups): connect ECONNREFUSED. It is verified and kept in BACKUP_DIR; no older backup was removed.";
    await addRun({
      startedAt: ago(HOUR),
      verified: true,
      file: "x.tar.gz",
      size: 10,
      error: reason,
    });
    const { document } = parseHtml((await get(app, "/admin", owner)).body);
    const card = document.querySelector("[aria-labelledby=backup-warning-heading]");
    expect(card?.textContent).toContain(`failed: ${reason}`);
  });

  it("warns when the newest verified backup is older than two scheduled times, and not when it is recent", async () => {
    // Daily at 03:17: three days ago is before the last two scheduled times, whatever the hour.
    const old = ago(3 * DAY);
    await addRun({ startedAt: old, verified: true, file: "x.tar.gz", size: 10 });
    const { document } = parseHtml((await get(app, "/admin", owner)).body);
    const card = document.querySelector("[aria-labelledby=backup-warning-heading]");
    expect(card?.textContent).toContain(
      backupWarningCopy.overdue(`${old.slice(0, 10)} ${old.slice(11, 16)} UTC`),
    );
    expect(card?.querySelector("a")?.getAttribute("href")).toBe("/admin/backups");

    await addRun({ startedAt: ago(HOUR), verified: true, file: "y.tar.gz", size: 10 });
    expect((await get(app, "/admin", owner)).body).not.toContain(backupWarningCopy.heading);
  });
});
