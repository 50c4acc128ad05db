import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { consoleCopy } from "../../app/content/admin/console.ts";
import type { DatabaseHandle } from "../../server/db/connection.ts";
import {
  EDITOR,
  OWNER,
  consoleUsers,
  get,
  openTestConsole,
  postForm,
  signIn,
} from "../support/console.ts";
import { consolePages } from "../support/screens.ts";
import { describeEachDialect } from "../support/each-dialect.ts";

// Roles on the server: owners manage users; editors do everything else and get
// 403 from user management, whatever they request.

describeEachDialect("console roles", (create) => {
  let close: (() => Promise<void>) | undefined;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let owner: string;
  let editor: string;

  beforeAll(async () => {
    ({ database, app, close } = await openTestConsole(create));
    owner = await signIn(app, OWNER);
    editor = await signIn(app, EDITOR, "10.0.0.2");
  });
  afterAll(async () => {
    await close?.();
  });

  it("lets an owner open every console page of the manifest, never cached or indexed", async () => {
    for (const { path } of consolePages) {
      const page = await get(app, path, owner);
      expect(page.statusCode, path).toBe(200);
      expect(page.headers["cache-control"], path).toBe("no-store");
      expect(page.headers["x-robots-tag"], path).toBe("noindex");
    }
  });

  it("lets an editor use the overview, inbox, comments and audit log", async () => {
    for (const path of ["/admin", "/admin/enquiries", "/admin/comments", "/admin/audit"]) {
      expect((await get(app, path, editor)).statusCode, path).toBe(200);
    }
  });

  it("answers an editor 403 for user management, page and action alike, and hides its link", async () => {
    const page = await get(app, "/admin/users", editor);
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain(consoleCopy.forbidden);
    expect(page.headers["cache-control"]).toBe("no-store");
    const data = await get(app, "/admin/users.data", editor);
    expect(data.statusCode).toBe(403);
    const change = await postForm(
      app,
      "/admin/users",
      { email: OWNER.email, change: "disable" },
      { cookie: editor },
    );
    expect(change.statusCode).toBe(403);
    expect((await consoleUsers(database).find(OWNER.email))?.disabled).toBe(false);
    expect((await get(app, "/admin", editor)).body).not.toContain('href="/admin/users"');
  });

  it("lets an owner list users and disable one, ending their session at once, but not themself", async () => {
    const page = await get(app, "/admin/users", owner);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(EDITOR.email);
    expect((await get(app, "/admin", owner)).body).toContain('href="/admin/users"');
    const disable = await postForm(
      app,
      "/admin/users",
      { email: EDITOR.email, change: "disable" },
      { cookie: owner },
    );
    expect(disable.headers.location).toBe("/admin/users?done=disable");
    expect((await get(app, "/admin", editor)).statusCode).toBe(303);
    const self = await postForm(
      app,
      "/admin/users",
      { email: OWNER.email, change: "disable" },
      { cookie: owner },
    );
    expect(self.headers.location).toBe("/admin/users?done=refused");
    expect((await get(app, "/admin", owner)).statusCode).toBe(200);
    const audit = await database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "user-disabled")
      .execute();
    expect(audit).toMatchObject([{ actor_email: OWNER.email, target: EDITOR.email }]);
    await postForm(
      app,
      "/admin/users",
      { email: EDITOR.email, change: "enable" },
      { cookie: owner },
    );
    expect((await consoleUsers(database).find(EDITOR.email))?.disabled).toBe(false);
  });

  it("sends a signed-out request for user management to the sign-in page", async () => {
    expect((await get(app, "/admin/users")).headers.location).toBe("/admin/login");
  });
});
