import { copyFile, mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupCommand, restoreCommand } from "../../server/cli/backup-command.ts";
import type { CommandOutput } from "../../server/cli/command-database.ts";
import { enquiriesCommand } from "../../server/cli/enquiries-command.ts";
import { storeEnquiry } from "../../server/db/enquiries.ts";
import { TEST_APP_SECRET } from "../support/config.ts";
import { get, OWNER, signIn, startConsoleApp } from "../support/console.ts";
import {
  postgresTestDatabase,
  postgresUrl,
  sqliteTestDatabase,
  type TestDatabase,
} from "../support/databases.ts";
import { requireBuild } from "../support/server-process.ts";

/**
 * What a restore must give back, seen as the agency and its visitors see it:
 * a site on SQLite with enquiries and a media file is backed up with `npm run
 * backup`, restored with `npm run restore` into a new SQLite database and a
 * new PostgreSQL one, and each restored site answers the public pages, the
 * console's lists, the media file and `npm run enquiries -- --json` as the
 * source does. (Row for row, both ways between the dialects:
 * server/backup/restore.test.ts.)
 */

const PUBLIC_PAGES = [
  "/",
  "/home-two",
  "/about",
  "/services",
  "/service/1",
  "/projects",
  "/blog",
  "/contact",
  "/privacy",
  "/sitemap.xml",
  "/rss.xml",
];
// The overview is not among them: its recent changes are the audit log, whose last entries
// (the backup itself, each site's own sign-in) come after the snapshot by design.
const CONSOLE_LISTS = [
  "/admin/enquiries",
  "/admin/posts",
  "/admin/projects",
  "/admin/services",
  "/admin/media",
];
const MEDIA_FILE = "/media/restored/pixel.png";

/** Runs an operator command in process; what it printed, or its error line. */
async function command(
  run: (args: string[], env: NodeJS.ProcessEnv, io: CommandOutput) => Promise<number>,
  args: string[],
  env: Record<string, string>,
) {
  let out = "";
  let err = "";
  const code = await run(args, env, {
    out: async (text) => void (out += text),
    err: (text) => void (err += text),
  });
  if (code !== 0) throw new Error(`${args.join(" ")}: ${err}`);
  return out;
}

/**
 * A page as two sites compare: without what each response makes afresh
 * (nonces, form stamps) and the sliders' hoisted style, whose order is the
 * order their streamed sections finished in.
 */
const comparable = (body: string) =>
  body
    .replace(/<style data-precedence="slider"[^>]*>[^<]*<\/style>/g, "")
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/(name="formStamp" value=")[^"]*"/g, '$1"');

/** Where two answers first part, with a little of each around it; null when they are the same. */
function difference(
  expected: { status: number; body: string },
  actual: { status: number; body: string },
): string | null {
  if (expected.status !== actual.status) return `status ${actual.status}, not ${expected.status}`;
  if (expected.body === actual.body) return null;
  let at = 0;
  while (expected.body[at] === actual.body[at]) at += 1;
  const around = (text: string) => text.slice(Math.max(0, at - 120), at + 120);
  return `at ${at}:\n  source:   ${around(expected.body)}\n  restored: ${around(actual.body)}`;
}

interface Site {
  name: string;
  env: Record<string, string>;
  app: FastifyInstance;
  cookie: string;
}

const dialects = [
  { name: "SQLite", create: async () => sqliteTestDatabase(), run: true },
  {
    name: "PostgreSQL",
    create: () => postgresTestDatabase(postgresUrl!),
    run: Boolean(postgresUrl),
  },
].filter((dialect) => dialect.run);

describe("a site restored from its backup", () => {
  let root: string;
  const databases: TestDatabase[] = [];
  let source: Site;
  const restored: Site[] = [];

  const open = async (name: string, testDb: TestDatabase, mediaDir: string): Promise<Site> => {
    const env = {
      DATABASE_URL: testDb.url,
      MEDIA_DIR: mediaDir,
      BACKUP_DIR: join(root, "backups"),
      BETTER_AUTH_SECRET: TEST_APP_SECRET,
      LOG_LEVEL: "silent",
    };
    const app = await startConsoleApp(testDb, env);
    return { name, env, app, cookie: await signIn(app, OWNER) };
  };

  beforeAll(async () => {
    requireBuild();
    root = await mkdtemp(join(tmpdir(), "genesis-restored-site-"));
    const sourceDb = sqliteTestDatabase({ from: "console+portfolio" });
    databases.push(sourceDb);
    const media = join(root, "media");
    await mkdir(join(media, "restored"), { recursive: true });
    await copyFile("public/icon-192.png", join(media, "restored", "pixel.png"));
    source = await open("source", sourceDb, media);
    // The site's first answers seed its words; then a few leads arrive.
    for (const path of PUBLIC_PAGES) await get(source.app, path);
    const database = sourceDb.open();
    const options = { idempotency: null, captcha: "off" as const, notification: null };
    for (const [index, name] of ["Ann Lee", "Bo Chen", "Cy Díaz"].entries()) {
      await storeEnquiry(
        database,
        {
          name,
          email: `lead${index}@example.com`,
          phone: "+49 30 1234567",
          subject: "A new website",
          message: `We need a website, lead ${index}: ünïcödé, "quotes", <b>tags</b>.`,
        },
        { ...options, now: new Date(Date.UTC(2026, 10, 20 + index, 9, 30)) },
      );
    }
    await database.close();

    const archive = (await command(backupCommand, [], source.env)).trim();
    for (const dialect of dialects) {
      const testDb = await dialect.create();
      databases.push(testDb);
      const restoredMedia = join(root, `media-${dialect.name}`);
      await command(restoreCommand, [archive], {
        ...source.env,
        DATABASE_URL: testDb.url,
        MEDIA_DIR: restoredMedia,
      });
      restored.push(await open(dialect.name, testDb, restoredMedia));
    }
  }, 120_000);

  afterAll(async () => {
    for (const site of [source, ...restored]) await site?.app.close();
    for (const testDb of databases) await testDb.drop();
    if (root) await rm(root, { recursive: true, force: true });
  });

  const answer = async (site: Site, path: string, cookie?: string) => {
    const response = await get(site.app, path, cookie);
    return { status: response.statusCode, body: comparable(response.body) };
  };

  it("answers every public page as the source does, in SQLite and in PostgreSQL", async () => {
    for (const path of PUBLIC_PAGES) {
      const expected = await answer(source, path);
      expect(expected.status, path).toBe(200);
      for (const site of restored) {
        expect(difference(expected, await answer(site, path)), `${path} (${site.name})`).toBeNull();
      }
    }
  });

  it("shows the console's lists as the source does", async () => {
    for (const path of CONSOLE_LISTS) {
      const expected = await answer(source, path, source.cookie);
      expect(expected.status, path).toBe(200);
      for (const site of restored) {
        expect(
          difference(expected, await answer(site, path, site.cookie)),
          `${path} (${site.name})`,
        ).toBeNull();
      }
    }
  });

  it("does not warn of a failed backup: the one it came from is finished as the one restored", async () => {
    for (const site of restored) {
      const overview = await get(site.app, "/admin", site.cookie);
      expect(overview.statusCode).toBe(200);
      expect(overview.body, site.name).not.toContain("Backups need you");
    }
  });

  it("serves the media files byte for byte", async () => {
    const expected = await get(source.app, MEDIA_FILE);
    expect(expected.statusCode).toBe(200);
    for (const site of restored) {
      const response = await get(site.app, MEDIA_FILE);
      expect(response.statusCode, site.name).toBe(200);
      expect(response.rawPayload.equals(expected.rawPayload), site.name).toBe(true);
    }
  });

  it("lists the same enquiries with npm run enquiries -- --json", async () => {
    const expected = await command(enquiriesCommand, ["--json"], source.env);
    expect(JSON.parse(expected)).toHaveLength(3);
    for (const site of restored) {
      expect(await command(enquiriesCommand, ["--json"], site.env), site.name).toBe(expected);
    }
  });
});
