import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { consoleCopy } from "../../../app/content/admin/console.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { migrateToLatest } from "../../db/migrate.ts";
import {
  EDITOR,
  OWNER,
  consoleUsers,
  get,
  openTestConsole,
  postForm,
  signIn,
  startConsoleApp,
} from "../../../tests/support/console.ts";
import { consolePages } from "../../../tests/support/screens.ts";
import type { TestDatabase } from "../../../tests/support/databases.ts";
import { describeEachDialect } from "../../../tests/support/each-dialect.ts";
import { requireBuild } from "../../../tests/support/server-process.ts";

const LIMITED = { email: "limited@example.com", password: "limited passphrase 4" };

// The console's door: sign-in, sessions, limits and the headers of /admin,
// through the built app and a real database.

describeEachDialect("console sign-in", (create) => {
  let close: (() => Promise<void>) | undefined;
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ database, app, close } = await openTestConsole(create, {
      extraUsers: [{ ...LIMITED, role: "editor" }],
    }));
  });
  afterAll(async () => {
    await close?.();
  });
  afterEach(async () => {
    await consoleUsers(database).enable(EDITOR.email, "test");
  });

  it("sends a signed-out request for any console page to the sign-in page with 303", async () => {
    for (const path of [...consolePages.map((s) => s.path), "/admin/no-such-page"]) {
      const response = await get(app, path);
      expect(response.statusCode, path).toBe(303);
      expect(response.headers.location).toBe("/admin/login");
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.headers["x-robots-tag"]).toBe("noindex");
    }
  });

  it("shows a sign-in form with Email, Password and Sign in, never cached or indexed", async () => {
    const response = await get(app, "/admin/login");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["x-robots-tag"]).toBe("noindex");
    expect(response.body).toMatch(/<form [^>]*action="\/admin\/login" method="post"/);
    expect(response.body).toContain(">Email</label>");
    expect(response.body).toContain(">Password</label>");
    expect(response.body).toMatch(/<button type="submit"[^>]*>Sign in<\/button>/);
    // The public site's header is not part of the console (its CSS is inlined on every page).
    expect(response.body).not.toMatch(/<header id="site-header"/);
  });

  it("signs in with an HttpOnly, SameSite=Lax session cookie (not Secure over plain HTTP) and records it", async () => {
    const response = await postForm(app, "/admin/login", OWNER, { ip: "10.0.1.1" });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/admin");
    const cookie = [response.headers["set-cookie"]].flat()[0]!;
    expect(cookie).toMatch(/^genesis-console\.session_token=/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).not.toContain("Secure");
    const page = await get(app, "/admin", cookie.split(";")[0]);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(OWNER.email);
    const audit = await database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "sign-in")
      .where("actor_email", "=", OWNER.email)
      .execute();
    expect(audit.length).toBeGreaterThan(0);
    expect(audit[0]!.ip).toBe("10.0.1.1");
  });

  it("refuses a wrong password and an unknown account with the same words, then limits both", async () => {
    const wrong = await postForm(
      app,
      "/admin/login",
      { email: LIMITED.email, password: "not the password" },
      { ip: "10.0.2.1" },
    );
    const unknown = await postForm(
      app,
      "/admin/login",
      { email: "ghost@example.com", password: "not the password" },
      { ip: "10.0.2.2" },
    );
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toContain(consoleCopy.login.refused);
    expect(unknown.body).toContain(consoleCopy.login.refused);
    expect(wrong.headers["set-cookie"]).toBeUndefined();

    // Four more failures for each account, from other addresses: the account's limit.
    for (let i = 0; i < 4; i++) {
      await postForm(
        app,
        "/admin/login",
        { email: LIMITED.email, password: `wrong ${i}` },
        { ip: `10.0.3.${i}` },
      );
      await postForm(
        app,
        "/admin/login",
        { email: "ghost@example.com", password: `wrong ${i}` },
        { ip: `10.0.4.${i}` },
      );
    }
    const limited = await postForm(app, "/admin/login", LIMITED, { ip: "10.0.5.1" });
    const limitedGhost = await postForm(
      app,
      "/admin/login",
      { email: "ghost@example.com", password: "whatever it is" },
      { ip: "10.0.5.2" },
    );
    expect(limited.statusCode).toBe(429);
    expect(limitedGhost.statusCode).toBe(429);
    expect(limited.body).toContain(consoleCopy.login.tooMany(15));
    expect(limitedGhost.body).toContain(consoleCopy.login.tooMany(15));
    expect(limited.headers["set-cookie"]).toBeUndefined();
  });

  it("limits failed sign-ins per address across accounts", async () => {
    for (let i = 0; i < 20; i++) {
      await postForm(
        app,
        "/admin/login",
        { email: `someone${i}@example.com`, password: "a wrong password" },
        { ip: "10.0.6.1" },
      );
    }
    const limited = await postForm(app, "/admin/login", OWNER, { ip: "10.0.6.1" });
    expect(limited.statusCode).toBe(429);
    const elsewhere = await postForm(app, "/admin/login", OWNER, { ip: "10.0.6.2" });
    expect(elsewhere.statusCode).toBe(303);
  });

  it("refuses a forged cross-site POST, and one without an origin, before reading the session", async () => {
    const cookie = await signIn(app, OWNER, "10.0.7.1");
    const forged = await postForm(
      app,
      "/admin/logout",
      {},
      { cookie, origin: "https://evil.example" },
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.headers["cache-control"]).toBe("no-store");
    const bare = await postForm(app, "/admin/logout", {}, { cookie, origin: null });
    expect(bare.statusCode).toBe(403);
    const forgedSignIn = await postForm(app, "/admin/login", OWNER, { origin: "null" });
    expect(forgedSignIn.statusCode).toBe(403);
    // Still signed in: neither request reached the console.
    expect((await get(app, "/admin", cookie)).statusCode).toBe(200);
  });

  it("signs out: the cookie is cleared and the session cannot be used again", async () => {
    const cookie = await signIn(app, OWNER, "10.0.8.1");
    const out = await postForm(app, "/admin/logout", {}, { cookie });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe("/admin/login");
    expect(String(out.headers["set-cookie"])).toMatch(
      /genesis-console\.session_token=;.*Max-Age=0/,
    );
    expect((await get(app, "/admin", cookie)).statusCode).toBe(303);
  });

  it("ends a disabled user's session at once and refuses their sign-in", async () => {
    const cookie = await signIn(app, EDITOR, "10.0.9.1");
    expect((await get(app, "/admin", cookie)).statusCode).toBe(200);
    await consoleUsers(database).disable(EDITOR.email, "test");
    expect((await get(app, "/admin", cookie)).statusCode).toBe(303);
    const again = await postForm(app, "/admin/login", EDITOR, { ip: "10.0.9.2" });
    expect(again.statusCode).toBe(401);
    expect(again.body).toContain(consoleCopy.login.refused);
  });

  it("ends a session left idle for over an hour, and one past its absolute expiry", async () => {
    const idle = await signIn(app, OWNER, "10.0.10.1");
    const expired = await signIn(app, OWNER, "10.0.10.2");
    const tokenOf = (cookie: string) => decodeURIComponent(cookie.split("=")[1]!).split(".")[0]!;
    const at = (ms: number) =>
      database.dialect === "postgres"
        ? new Date(Date.now() - ms)
        : new Date(Date.now() - ms).toISOString();
    await database.db
      .updateTable("auth_sessions")
      .set({ updated_at: at(61 * 60_000) })
      .where("token", "=", tokenOf(idle))
      .execute();
    await database.db
      .updateTable("auth_sessions")
      .set({ expires_at: at(1000) })
      .where("token", "=", tokenOf(expired))
      .execute();
    expect((await get(app, "/admin", idle)).statusCode).toBe(303);
    expect((await get(app, "/admin", expired)).statusCode).toBe(303);
  });
});

describe("the console and search engines", () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    requireBuild();
    const { sqliteTestDatabase } = await import("../../../tests/support/databases.ts");
    testDb = sqliteTestDatabase({ migrated: true });
    const database = testDb.open();
    await migrateToLatest(database);
    await database.close();
    app = await startConsoleApp(testDb);
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  it("is disallowed in robots.txt and absent from the sitemap", async () => {
    expect((await get(app, "/robots.txt")).body).toContain("Disallow: /admin\n");
    expect((await get(app, "/sitemap.xml")).body).not.toContain("/admin");
  });

  it("sets the session cookie Secure when the site is served over HTTPS", async () => {
    const secureApp = await startConsoleApp(testDb, {
      SITE_URL: "https://genesis.example",
      TRUST_PROXY: "1",
    });
    try {
      const users = (await import("../../../tests/support/console.ts")).consoleUsers(testDb.open());
      await users.add("secure@example.com", "editor", "secure passphrase 3", "test");
      const response = await postForm(
        secureApp,
        "/admin/login",
        { email: "secure@example.com", password: "secure passphrase 3" },
        { origin: "https://genesis.example", host: "genesis.example", proto: "https" },
      );
      expect(response.statusCode).toBe(303);
      expect(String(response.headers["set-cookie"])).toMatch(
        /^__Secure-genesis-console\.session_token=.*; Secure/,
      );
    } finally {
      await secureApp.close();
    }
  });
});
