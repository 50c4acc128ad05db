import { hashPassword } from "better-auth/crypto";
import { TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_APP_SECRET } from "../../../tests/support/config.ts";
import type { TestDatabase } from "../../../tests/support/databases.ts";
import { describeEachDialect } from "../../../tests/support/each-dialect.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { migrateToLatest } from "../../db/migrate.ts";
import { createAuth, twoFactorCookieName, type Auth } from "../auth.ts";
import {
  hasPassword,
  insertUser,
  passwordLinkUser,
  pendingCodeUser,
  setPasswordHash,
  storePasswordLink,
} from "./auth-records.ts";

// What the console reads and writes of better-auth's rows, checked against
// better-auth itself: if an upgrade changes how it stores a reset token or a
// code step, or what its sign-in accepts, these fail before the console does.

const SITE = "http://localhost:3000";

describeEachDialect("better-auth's records", (create) => {
  let testDb: TestDatabase;
  let database: DatabaseHandle;
  let auth: Auth;
  const resetTokens = new Map<string, string>();

  const signIn = (email: string, password: string) =>
    auth.api.signInEmail({
      body: { email, password },
      headers: new Headers(),
      returnHeaders: true,
    });

  beforeAll(async () => {
    testDb = await create();
    database = testDb.open();
    await migrateToLatest(database);
    auth = createAuth({
      database,
      secret: TEST_APP_SECRET,
      siteUrl: SITE,
      sendResetLink: async ({ user, token }) => void resetTokens.set(user.email, token),
    });
  });
  afterAll(async () => {
    await database?.close();
    await testDb?.drop();
  });

  describe("an account written here", () => {
    it("signs in with better-auth once it has a password hashed by better-auth/crypto", async () => {
      const user = await insertUser(database, { email: "new@example.com", role: "editor" });
      expect(await hasPassword(database.db, user.id)).toBe(false);
      await expect(signIn("new@example.com", "a long passphrase 1")).rejects.toThrow();

      await setPasswordHash(database, user.id, await hashPassword("a long passphrase 1"));
      expect(await hasPassword(database.db, user.id)).toBe(true);
      const { response } = await signIn("new@example.com", "a long passphrase 1");
      expect(response.user.email).toBe("new@example.com");
    });
  });

  describe("a password link", () => {
    it("names the account of a reset token better-auth made, until its resetPassword uses it", async () => {
      const user = await insertUser(database, { email: "reset@example.com", role: "editor" });
      await setPasswordHash(database, user.id, await hashPassword("the old passphrase"));
      await auth.api.requestPasswordReset({ body: { email: "reset@example.com" } });
      const token = resetTokens.get("reset@example.com")!;
      expect((await passwordLinkUser(database.db, token))?.email).toBe("reset@example.com");

      await auth.api.resetPassword({ body: { token, newPassword: "the new passphrase" } });
      expect(await passwordLinkUser(database.db, token)).toBeNull();
      await expect(signIn("reset@example.com", "the new passphrase")).resolves.toBeTruthy();
    });

    it("stored here is accepted by better-auth's resetPassword, which creates the invitee's credential", async () => {
      const user = await insertUser(database, { email: "invitee@example.com", role: "owner" });
      await storePasswordLink(database, {
        token: "an-invitation-token",
        userId: user.id,
        expiresAt: new Date(Date.now() + 60_000),
      });
      expect((await passwordLinkUser(database.db, "an-invitation-token"))?.id).toBe(user.id);

      await auth.api.resetPassword({
        body: { token: "an-invitation-token", newPassword: "the invitee's passphrase" },
      });
      expect(await hasPassword(database.db, user.id)).toBe(true);
      await expect(signIn("invitee@example.com", "the invitee's passphrase")).resolves.toBeTruthy();
    });

    it("is not named once it has run out", async () => {
      const user = await insertUser(database, { email: "late@example.com", role: "editor" });
      await storePasswordLink(database, {
        token: "an-old-token",
        userId: user.id,
        expiresAt: new Date(Date.now() - 1000),
      });
      expect(await passwordLinkUser(database.db, "an-old-token")).toBeNull();
    });
  });

  describe("the code step", () => {
    it("is named by the cookie better-auth sets when the password was right", async () => {
      const user = await insertUser(database, { email: "two@example.com", role: "editor" });
      await setPasswordHash(database, user.id, await hashPassword("a two-factor passphrase"));
      const session = await signIn("two@example.com", "a two-factor passphrase");
      const headers = new Headers({ cookie: cookiesOf(session.headers) });
      const enabled = await auth.api.enableTwoFactor({
        body: { password: "a two-factor passphrase" },
        headers,
      });
      if (!("totpURI" in enabled)) throw new Error("No TOTP URI returned");
      const secret = new URL(enabled.totpURI).searchParams.get("secret")!;
      await auth.api.verifyTOTP({
        body: { code: new TOTP({ secret, digits: 6, period: 30 }).generate() },
        headers,
      });

      const step = await signIn("two@example.com", "a two-factor passphrase");
      expect(step.response).toMatchObject({ twoFactorRedirect: true });
      const cookie = step.headers
        .getSetCookie()
        .map((line) => line.split(";")[0]!)
        .find((pair) => pair.startsWith(`${twoFactorCookieName(SITE)}=`));
      expect(cookie).toBeDefined();
      const value = decodeURIComponent(cookie!.slice(cookie!.indexOf("=") + 1));
      expect((await pendingCodeUser(database.db, value))?.email).toBe("two@example.com");
      expect(await pendingCodeUser(database.db, "2fa-unknown.signature")).toBeNull();
    });
  });
});

const cookiesOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
