import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { sql } from "kysely";
import { HtmlValidate } from "html-validate";
import { TOTP } from "otpauth";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  accountCopy,
  codeStepCopy,
  forgotCopy,
  passwordLinkCopy,
} from "../../../app/admin/account/account-words.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { listOutbox, type OutboxMessage } from "../../db/outbox.ts";
import {
  EDITOR,
  OWNER,
  consoleUsers,
  get,
  openTestConsole,
  postForm,
  signIn,
} from "../../../tests/support/console.ts";
import { describeEachDialect } from "../../../tests/support/each-dialect.ts";

// The account side of the console: invitations, password resets by
// e-mail, password change, sign out everywhere and TOTP two-factor, through the
// built app and a real database.

/** The cookies a browser would keep, from each response's Set-Cookie. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(response: LightMyRequestResponse) {
    for (const line of [response.headers["set-cookie"] ?? []].flat()) {
      const [pair, ...attributes] = line.split(";");
      const at = pair!.indexOf("=");
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      const gone = attributes.some((a) => /^\s*max-age=0$/i.test(a)) || value === "";
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
  get header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

const linkIn = (message: OutboxMessage) => {
  const found = /http:\/\/localhost:3000(\/admin\/(?:invitation|reset-password)\?token=\S+)/.exec(
    message.text,
  );
  if (!found) throw new Error(`No link in: ${message.text}`);
  return found[1]!;
};

describeEachDialect("console accounts", (create) => {
  let close: (() => Promise<void>) | undefined;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let owner: string;

  const mails = async (kind: string, to: string) =>
    (await listOutbox(database))
      .filter((row) => row.kind === kind)
      .map((row) => JSON.parse(row.payload) as OutboxMessage)
      .filter((message) => message.to === to);

  const audit = async (action: string) =>
    database.db.selectFrom("audit_log").selectAll().where("action", "=", action).execute();

  const addUser = async (email: string, password: string) =>
    consoleUsers(database).add(email, "editor", password, "test");

  beforeAll(async () => {
    ({ database, app, close } = await openTestConsole(create));
    owner = await signIn(app, OWNER);
  });
  afterAll(async () => {
    await close?.();
  });

  it("lets an owner invite someone, who chooses a password once and signs in", async () => {
    const email = "new.editor@example.com";
    const invite = await postForm(
      app,
      "/admin/users",
      { intent: "invite", email, role: "editor" },
      { cookie: owner },
    );
    expect(invite.statusCode).toBe(303);
    expect(invite.headers.location).toBe(`/admin/users?invited=${encodeURIComponent(email)}`);
    const [mail, ...more] = await mails("console-invitation", email);
    expect(more).toEqual([]);
    expect(mail!.subject).toContain("invitation");
    const link = linkIn(mail!);
    expect(link).toMatch(/^\/admin\/invitation\?token=/);

    const users = await get(app, "/admin/users", owner);
    expect(users.body).toContain(email);
    expect(users.body).toContain("Invited");

    const page = await get(app, link);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(email);
    expect(page.headers["cache-control"]).toBe("no-store");

    const mismatch = await postForm(app, link, {
      password: "a long enough phrase",
      confirm: "another long phrase",
    });
    expect(mismatch.statusCode).toBe(400);
    const short = await postForm(app, link, { password: "short", confirm: "short" });
    expect(short.statusCode).toBe(400);

    const password = "invited passphrase 7";
    const accept = await postForm(app, link, { password, confirm: password });
    expect(accept.statusCode).toBe(303);
    expect(accept.headers.location).toBe("/admin/login?done=invited");
    await signIn(app, { email, password }, "10.1.0.1");

    // One use only.
    const again = await get(app, link);
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain(passwordLinkCopy.invalidTitle);
    const reuse = await postForm(app, link, {
      password: "someone else's phrase",
      confirm: "someone else's phrase",
    });
    expect(reuse.statusCode).toBe(410);
    await signIn(app, { email, password }, "10.1.0.1");

    expect(await audit("user-invited")).toMatchObject([
      { actor_email: OWNER.email, target: email, detail: "editor" },
    ]);
    expect(await audit("invitation-accepted")).toMatchObject([{ target: email }]);
  });

  it("answers an editor's invitation 403 and creates no account", async () => {
    const editor = await signIn(app, EDITOR, "10.1.0.2");
    const email = "sneaky@example.com";
    const invite = await postForm(
      app,
      "/admin/users",
      { intent: "invite", email, role: "owner" },
      { cookie: editor },
    );
    expect(invite.statusCode).toBe(403);
    expect(await consoleUsers(database).find(email)).toBeNull();
    expect(await mails("console-invitation", email)).toEqual([]);
  });

  it("refuses an invitation link once it has run out", async () => {
    const email = "late@example.com";
    await postForm(
      app,
      "/admin/users",
      { intent: "invite", email, role: "editor" },
      { cookie: owner },
    );
    const link = linkIn((await mails("console-invitation", email))[0]!);
    const past = new Date(Date.now() - 60_000);
    await sql`update auth_verifications set expires_at = ${
      database.dialect === "postgres" ? past : past.toISOString()
    } where identifier like 'reset-password:%'`.execute(database.db);
    expect((await get(app, link)).statusCode).toBe(410);
    const use = await postForm(app, link, {
      password: "too late a phrase",
      confirm: "too late a phrase",
    });
    expect(use.statusCode).toBe(410);
    expect(use.body).toContain(passwordLinkCopy.invalid.slice(0, 30));
  });

  it("answers a reset request alike for unknown and known addresses, and limits them", async () => {
    const known = "forgetful@example.com";
    await addUser(known, "forgetful passphrase 1");
    const strip = (body: string) => body.replace(/nonce="[^"]*"/g, "");
    const unknown = await postForm(
      app,
      "/admin/forgot-password",
      { email: "nobody@example.com" },
      { ip: "10.2.0.1" },
    );
    const real = await postForm(
      app,
      "/admin/forgot-password",
      { email: known },
      { ip: "10.2.0.1" },
    );
    expect(unknown.statusCode).toBe(200);
    expect(real.statusCode).toBe(200);
    expect(strip(real.body)).toBe(strip(unknown.body));
    expect(real.body).toContain(forgotCopy.sent);
    expect(await mails("password-reset", known)).toHaveLength(1);
    expect(await mails("password-reset", "nobody@example.com")).toEqual([]);

    // Three an hour per address typed, known or not.
    for (const email of [known, "nobody@example.com"]) {
      for (let i = 0; i < 2; i++) {
        const ok = await postForm(app, "/admin/forgot-password", { email }, { ip: "10.2.0.2" });
        expect(ok.statusCode).toBe(200);
      }
      const limited = await postForm(app, "/admin/forgot-password", { email }, { ip: "10.2.0.3" });
      expect(limited.statusCode).toBe(429);
    }
  });

  it("ends every session of the account when a reset link sets a new password", async () => {
    const email = "reset.me@example.com";
    const old = "reset me passphrase 1";
    await addUser(email, old);
    const session = await signIn(app, { email, password: old }, "10.3.0.1");
    await postForm(app, "/admin/forgot-password", { email }, { ip: "10.3.0.1" });
    const link = linkIn((await mails("password-reset", email))[0]!);
    expect(link).toMatch(/^\/admin\/reset-password\?token=/);
    const fresh = "reset me passphrase 2";
    const reset = await postForm(app, link, { password: fresh, confirm: fresh });
    expect(reset.statusCode).toBe(303);
    expect(reset.headers.location).toBe("/admin/login?done=reset");
    expect((await get(app, "/admin", session)).headers.location).toBe("/admin/login");
    const oldPassword = await postForm(
      app,
      "/admin/login",
      { email, password: old },
      { ip: "10.3.0.2" },
    );
    expect(oldPassword.statusCode).toBe(401);
    await signIn(app, { email, password: fresh }, "10.3.0.3");
    expect((await get(app, link)).statusCode).toBe(410);
    expect(await audit("password-reset")).toMatchObject([{ target: email }]);
  });

  it("changes the password with the current one and ends the other sessions", async () => {
    const email = "changer@example.com";
    const old = "changer passphrase 1";
    await addUser(email, old);
    const here = new CookieJar();
    here.take(await postForm(app, "/admin/login", { email, password: old }, { ip: "10.4.0.1" }));
    const elsewhere = await signIn(app, { email, password: old }, "10.4.0.2");

    const wrong = await postForm(
      app,
      "/admin/account",
      {
        intent: "password",
        current: "not the password",
        next: "x".repeat(12),
        confirm: "x".repeat(12),
      },
      { cookie: here.header },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(accountCopy.password.wrong);

    const fresh = "changer passphrase 2";
    const change = here.take(
      await postForm(
        app,
        "/admin/account",
        { intent: "password", current: old, next: fresh, confirm: fresh },
        { cookie: here.header },
      ),
    );
    expect(change.statusCode).toBe(303);
    expect(change.headers.location).toBe("/admin/account?done=password");
    expect((await get(app, "/admin/account", here.header)).statusCode).toBe(200);
    expect((await get(app, "/admin", elsewhere)).headers.location).toBe("/admin/login");
    await signIn(app, { email, password: fresh }, "10.4.0.3");
    expect(await audit("password-changed")).toMatchObject([{ actor_email: email }]);
  });

  it("signs out everywhere", async () => {
    const email = "everywhere@example.com";
    const password = "everywhere passphrase";
    await addUser(email, password);
    const one = await signIn(app, { email, password }, "10.5.0.1");
    const two = await signIn(app, { email, password }, "10.5.0.2");
    const out = await postForm(app, "/admin/account", { intent: "everywhere" }, { cookie: one });
    expect(out.headers.location).toBe("/admin/login?done=everywhere");
    expect((await get(app, "/admin", one)).headers.location).toBe("/admin/login");
    expect((await get(app, "/admin", two)).headers.location).toBe("/admin/login");
    expect(await audit("sessions-revoked")).toMatchObject([{ actor_email: email }]);
  });

  it("turns on TOTP two-factor: sign-in then asks for a code; a backup code works once", async () => {
    const email = "careful@example.com";
    const password = "careful passphrase 1";
    await addUser(email, password);
    const jar = new CookieJar();
    jar.take(await postForm(app, "/admin/login", { email, password }, { ip: "10.6.0.1" }));

    const badStart = await postForm(
      app,
      "/admin/account",
      { intent: "two-factor-start", password: "wrong password!" },
      { cookie: jar.header },
    );
    expect(badStart.statusCode).toBe(400);

    const start = await postForm(
      app,
      "/admin/account",
      { intent: "two-factor-start", password },
      { cookie: jar.header },
    );
    expect(start.statusCode).toBe(200);
    expect(start.body).toContain("data:image/svg+xml;base64,");
    const uri = /name="uri" value="([^"]+)"/.exec(start.body)![1]!.replace(/&amp;/g, "&");
    const secret = new URL(uri).searchParams.get("secret")!;
    expect(start.body).toContain(secret.replace(/(.{4})(?=.)/g, "$1 ")); // as text, for typing in
    const totp = new TOTP({ secret, digits: 6, period: 30 });

    const wrong = await postForm(
      app,
      "/admin/account",
      {
        intent: "two-factor-confirm",
        code: "000000" === totp.generate() ? "111111" : "000000",
        uri,
      },
      { cookie: jar.header },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(secret); // shown again for another try

    const confirm = jar.take(
      await postForm(
        app,
        "/admin/account",
        { intent: "two-factor-confirm", code: totp.generate(), uri },
        { cookie: jar.header },
      ),
    );
    expect(confirm.statusCode).toBe(200);
    const backupCodes = [
      ...confirm.body.matchAll(/<li>([A-Za-z0-9]{5}-[A-Za-z0-9]{5})<\/li>/g),
    ].map((m) => m[1]!);
    expect(backupCodes).toHaveLength(10);
    expect((await get(app, "/admin/account", jar.header)).body).toContain(accountCopy.twoFactor.on);
    expect(await audit("two-factor-enabled")).toMatchObject([{ actor_email: email }]);

    // Signing in now stops at the code.
    const codeStep = async (ip: string) => {
      const pending = new CookieJar();
      const first = pending.take(await postForm(app, "/admin/login", { email, password }, { ip }));
      expect(first.statusCode).toBe(303);
      expect(first.headers.location).toBe("/admin/login/code");
      expect((await get(app, "/admin", pending.header)).headers.location).toBe("/admin/login");
      const page = await get(app, "/admin/login/code", pending.header);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`>${codeStepCopy.code}</label>`);
      return pending;
    };

    const pending = await codeStep("10.6.0.2");
    const refused = await postForm(
      app,
      "/admin/login/code",
      { code: "00000-00000" },
      { cookie: pending.header, ip: "10.6.0.2" },
    );
    expect(refused.statusCode).toBe(401);
    expect(refused.body).toContain(codeStepCopy.refused);
    expect(await audit("sign-in-code-failed")).toMatchObject([{ actor_email: email }]);

    const backup = pending.take(
      await postForm(
        app,
        "/admin/login/code",
        { code: backupCodes[0]! },
        { cookie: pending.header, ip: "10.6.0.2" },
      ),
    );
    expect(backup.statusCode).toBe(303);
    expect(backup.headers.location).toBe("/admin");
    expect((await get(app, "/admin", pending.header)).statusCode).toBe(200);

    // The same backup code does not work twice; an authenticator code does.
    const next = await codeStep("10.6.0.3");
    const reused = await postForm(
      app,
      "/admin/login/code",
      { code: backupCodes[0]! },
      { cookie: next.header, ip: "10.6.0.3" },
    );
    expect(reused.statusCode).toBe(401);
    const viaApp = next.take(
      await postForm(
        app,
        "/admin/login/code",
        { code: totp.generate() },
        { cookie: next.header, ip: "10.6.0.3" },
      ),
    );
    expect(viaApp.headers.location).toBe("/admin");
    expect((await get(app, "/admin", next.header)).statusCode).toBe(200);

    // A code step without a password first leads back to the sign-in page.
    expect((await get(app, "/admin/login/code")).headers.location).toBe(
      "/admin/login?done=expired",
    );

    // Turning it off needs the password.
    const off = next.take(
      await postForm(
        app,
        "/admin/account",
        { intent: "two-factor-disable", password },
        { cookie: next.header },
      ),
    );
    expect(off.headers.location).toBe("/admin/account?done=two-factor-off");
    const plain = await postForm(app, "/admin/login", { email, password }, { ip: "10.6.0.4" });
    expect(plain.headers.location).toBe("/admin");
  });

  it("writes valid HTML on the new pages, every control labelled", async () => {
    // The presets of site/html-validity.ts, with its exceptions for how React writes HTML.
    const validator = new HtmlValidate({
      extends: ["html-validate:recommended", "html-validate:document"],
      rules: {
        "void-style": ["error", { style: "selfclose" }],
        "attribute-boolean-style": ["error", { style: "empty" }],
        "attribute-empty-style": ["error", { style: "empty" }],
        "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
        "valid-id": ["error", { relaxed: true }],
        "require-sri": ["error", { target: "crossorigin" }],
        // The console frame has its navigation twice, one shown per screen width
        // (console-frame.tsx), both named "Console": only one is ever exposed.
        "unique-landmark": "off",
      },
    });
    const email = "valid.html@example.com";
    const password = "valid html passphrase";
    await addUser(email, password);
    const session = await signIn(app, { email, password }, "10.7.0.1");
    await postForm(app, "/admin/forgot-password", { email }, { ip: "10.7.0.1" });
    await postForm(
      app,
      "/admin/users",
      { intent: "invite", email: "valid.invite@example.com", role: "editor" },
      { cookie: owner },
    );
    const pages: [string, LightMyRequestResponse][] = [
      ["/admin/login", await get(app, "/admin/login?done=reset")],
      ["/admin/forgot-password", await get(app, "/admin/forgot-password")],
      ["reset link", await get(app, linkIn((await mails("password-reset", email))[0]!))],
      [
        "invitation link",
        await get(app, linkIn((await mails("console-invitation", "valid.invite@example.com"))[0]!)),
      ],
      ["used link", await get(app, "/admin/reset-password?token=nope")],
      ["/admin/account", await get(app, "/admin/account", session)],
      [
        "two-factor set-up",
        await postForm(
          app,
          "/admin/account",
          { intent: "two-factor-start", password },
          { cookie: session },
        ),
      ],
      ["/admin/users", await get(app, "/admin/users", owner)],
    ];
    for (const [name, page] of pages) {
      expect(page.headers["content-type"], name).toMatch(/^text\/html/);
      const report = await validator.validateString(page.body);
      const problems = report.results.flatMap((r) =>
        r.messages.map((m) => `${m.ruleId}: ${m.message}`),
      );
      expect(problems, name).toEqual([]);
    }
  });

  it("refuses the account forms from another site", async () => {
    const forged = await postForm(
      app,
      "/admin/account",
      { intent: "everywhere" },
      { cookie: owner, origin: "https://evil.example" },
    );
    expect(forged.statusCode).toBe(403);
    const invite = await postForm(
      app,
      "/admin/users",
      { intent: "invite", email: "x@example.com", role: "owner" },
      { cookie: owner, origin: "https://evil.example" },
    );
    expect(invite.statusCode).toBe(403);
    expect((await get(app, "/admin", owner)).statusCode).toBe(200);
  });
});
