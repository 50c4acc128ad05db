import { resolve } from "node:path";
import type { FastifyInstance } from "fastify";
import { createUserAccounts } from "../../server/admin/accounts/user-accounts.ts";
import { buildApp } from "../../server/http/app.ts";
import type { DatabaseHandle } from "../../server/db/connection.ts";
import { loadItem } from "../../server/admin/publishing/editorial-queries.ts";
import { testConfig } from "./config.ts";
import { parseHtml } from "./html-page.ts";
import { EDITOR, OWNER, prepareConsoleDatabase } from "./console-database.ts";
import type { TestDatabase, TestDatabaseOptions } from "./databases.ts";
import { requireBuild } from "./server-process.ts";

/** Helpers for the console's integration tests: the built app, its users, its forms. */

export { EDITOR, OWNER };
export const SITE = "http://localhost:3000";

export function consoleUsers(database: DatabaseHandle) {
  return createUserAccounts(database);
}

export async function startConsoleApp(
  testDb: TestDatabase,
  env: Record<string, string> = {},
  { renderCache = true }: { renderCache?: boolean } = {},
): Promise<FastifyInstance> {
  return buildApp({
    config: testConfig({ SITE_URL: SITE, DATABASE_URL: testDb.url, ...env }),
    database: testDb.open(),
    web: { kind: "build", buildDir: resolve(process.env.BUILD_DIR || "build") },
    logger: false,
    renderCache,
  });
}

/**
 * A console under test: a fresh, migrated database holding the owner, the
 * editor and any `extraUsers`, and the built app on it. `close()` ends both.
 */
export async function openTestConsole(
  create: (options?: TestDatabaseOptions) => Promise<TestDatabase>,
  {
    env = {},
    extraUsers = [],
    seed = false,
  }: {
    env?: Record<string, string>;
    extraUsers?: { email: string; password: string; role: "owner" | "editor" }[];
    /** Today's projects and posts, as a fresh clone has them. */
    seed?: boolean;
  } = {},
) {
  requireBuild();
  // A copy of the run's template with all of it when there is one (./database-templates.ts).
  const template = seed ? "console+portfolio" : "console";
  const testDb = await create({ from: template });
  const database = testDb.open();
  if (testDb.template !== template) await prepareConsoleDatabase(database, { portfolio: seed });
  const users = consoleUsers(database);
  for (const { email, password, role } of extraUsers) {
    await users.add(email, role, password, "test");
  }
  const app = await startConsoleApp(testDb, env);
  return {
    database,
    app,
    /** Its DATABASE_URL. */
    url: testDb.url,
    close: async () => {
      await app.close();
      await database.close();
      await testDb.drop();
    },
  };
}

/** A form POST as the console's own pages send it (same origin). */
export function postForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  {
    cookie,
    origin = SITE,
    ip,
    host = new URL(SITE).host,
    proto,
  }: { cookie?: string; origin?: string | null; ip?: string; host?: string; proto?: string } = {},
) {
  return app.inject({
    method: "POST",
    url,
    remoteAddress: ip,
    headers: {
      host,
      ...(proto ? { "x-forwarded-proto": proto } : {}),
      "content-type": "application/x-www-form-urlencoded",
      ...(origin ? { origin } : {}),
      ...(cookie ? { cookie } : {}),
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Signs in through /admin/login and returns the session cookie ("name=value"). */
export async function signIn(
  app: FastifyInstance,
  user: { email: string; password: string },
  ip = "10.0.0.1",
): Promise<string> {
  const response = await postForm(app, "/admin/login", user, { ip });
  const cookie = [response.headers["set-cookie"] ?? []].flat()[0];
  if (response.statusCode !== 303 || !cookie) {
    throw new Error(`Sign-in failed: ${response.statusCode} ${response.body.slice(0, 200)}`);
  }
  return cookie.split(";")[0]!;
}

/**
 * Signs in through a running site's address (a server process, a cluster
 * behind nginx), as a browser posts the form; returns the session cookie.
 */
export async function signInOverHttp(
  base: string,
  user: { email: string; password: string },
): Promise<string> {
  const response = await fetch(`${base}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    body: new URLSearchParams(user).toString(),
  });
  if (response.status !== 303) throw new Error(`Sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

/** Publishes a post from the console's editor over HTTP with a new title (the answer: 303 when saved). */
export async function publishPostOverHttp(
  base: string,
  cookie: string,
  database: DatabaseHandle,
  slug: string,
  title: string,
): Promise<Response> {
  const { id } = await database.db
    .selectFrom("blog_posts")
    .select("id")
    .where("slug", "=", slug)
    .executeTakeFirstOrThrow();
  const item = (await loadItem(database, "post", id))!;
  return fetch(`${base}/admin/posts/${id}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base, cookie },
    body: new URLSearchParams({
      ...item.fields,
      title,
      coverAlt: item.fields.coverAlt || "A phone showing a page that is still loading.",
      version: String(item.version),
      intent: "publish",
    }).toString(),
  });
}

/** What a console page's form posts as it stands: each field's value (no file). */
export function formFields(html: string): Record<string, string> {
  const { document } = parseHtml(html);
  const fields: Record<string, string> = {};
  for (const element of document.querySelectorAll<
    HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
  >("#console-main form[method=post] :is(input, select, textarea)")) {
    // As a browser sends it: no file, and a box or a choice only when checked.
    if (element.type === "file") continue;
    const checkable = element.type === "checkbox" || element.type === "radio";
    if (!checkable || (element as HTMLInputElement).checked) fields[element.name] = element.value;
  }
  return fields;
}

/** Saves the site's settings over HTTP with `change` over what the form shows (the answer: 303 when saved). */
export async function saveSettingsOverHttp(
  base: string,
  cookie: string,
  change: Record<string, string>,
): Promise<Response> {
  const page = await fetch(`${base}/admin/settings`, { headers: { cookie } });
  if (page.status !== 200) throw new Error(`The settings page answered ${page.status}`);
  return fetch(`${base}/admin/settings`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base, cookie },
    body: new URLSearchParams({ ...formFields(await page.text()), ...change }).toString(),
  });
}

export function get(app: FastifyInstance, url: string, cookie?: string) {
  return app.inject({
    method: "GET",
    url,
    headers: { host: new URL(SITE).host, ...(cookie ? { cookie } : {}) },
  });
}
