import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/connection.ts";
import { describeEachDialect } from "../../../tests/support/each-dialect.ts";
import { get, postForm, startConsoleApp } from "../../../tests/support/console.ts";
import { issueSetupToken } from "./owner-setup.ts";

// The first owner without a terminal: a setup address the server logs while
// the console has no account (server/start.ts logs it; server-process.test.ts
// follows it through the real start).

const OWNER = { email: "Founder@Example.com", password: "a first owner passphrase" };

describeEachDialect("the first owner's setup address", (create) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const testDb = await create({ migrated: true });
    database = testDb.open();
    app = await startConsoleApp(testDb);
    close = async () => {
      await app.close();
      await database.close();
      await testDb.drop();
    };
  });
  afterAll(() => close?.());

  const users = () => database.db.selectFrom("auth_users").select(["email", "role"]).execute();
  const setup = (token: string, fields: Record<string, string>) =>
    postForm(app, `/admin/setup?token=${token}`, { token, ...fields });

  it("refuses an address without its token, a made-up one, or one more than 24 hours old", async () => {
    const old = await issueSetupToken(database, new Date(Date.now() - 25 * 3600_000));
    for (const url of ["/admin/setup", "/admin/setup?token=made-up", `/admin/setup?token=${old}`]) {
      const page = await get(app, url);
      expect(page.statusCode, url).toBe(410);
      expect(page.body).toContain("This setup address no longer works");
      expect(page.body).not.toContain("Create owner");
    }
    expect(await users()).toEqual([]);
  });

  it("asks for 'Email' and 'Password' and keeps what was typed when the password is too short", async () => {
    const token = (await issueSetupToken(database))!;
    const page = await get(app, `/admin/setup?token=${token}`);
    expect(page.statusCode).toBe(200);
    for (const label of ["Email", "Password", "Create owner"]) expect(page.body).toContain(label);
    const short = await setup(token, { email: OWNER.email, password: "short", confirm: "short" });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain("at least 12 characters");
    expect(short.body).toContain(`value="${OWNER.email}"`);
    const typo = await setup(token, { email: "not an address", ...twice(OWNER.password) });
    expect(typo.statusCode).toBe(400);
    expect(typo.body).toContain("is not an e-mail address");
    expect(await users()).toEqual([]);
  });

  it("creates the owner, signs them in, and then is no page at all", async () => {
    const token = (await issueSetupToken(database))!;
    const other = (await issueSetupToken(database))!;
    const created = await setup(token, { email: OWNER.email, ...twice(OWNER.password) });
    expect(created.statusCode).toBe(303);
    expect(created.headers.location).toBe("/admin");
    const cookie = [created.headers["set-cookie"] ?? []].flat()[0]!.split(";")[0]!;
    const consolePage = await get(app, "/admin", cookie);
    expect(consolePage.statusCode).toBe(200);
    expect(consolePage.body).toContain("founder@example.com");
    expect(await users()).toEqual([{ email: "founder@example.com", role: "owner" }]);
    const audit = await database.db.selectFrom("audit_log").selectAll().execute();
    expect(audit.map((entry) => [entry.action, entry.target])).toContainEqual([
      "user-added",
      "founder@example.com",
    ]);
    // Used, and every other address with it; a start makes none while an account exists.
    for (const used of [token, other]) {
      expect((await get(app, `/admin/setup?token=${used}`)).statusCode).toBe(404);
      const again = await setup(used, { email: "second@example.com", ...twice(OWNER.password) });
      expect(again.statusCode).toBe(404);
    }
    expect(await issueSetupToken(database)).toBeNull();
    expect(await users()).toHaveLength(1);
  });
});

const twice = (password: string) => ({ password, confirm: password });
