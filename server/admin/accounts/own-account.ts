import { isAPIError } from "better-auth/api";
import { accountCopy } from "../../../app/admin/account/account-words.ts";
import type { AccountConsole, TwoFactorSetup } from "../../../app/lib/admin/accounts.ts";
import type { ConsoleUser } from "../../../app/lib/admin/roles.ts";
import { noteAudit } from "../audited.ts";
import type { ConsoleSession } from "../console-session.ts";
import { requireRole } from "../require-role.ts";
import type { AccountFlowsDeps } from "./account-flows.ts";
import { refusedForNow, type AttemptAction } from "./failed-attempts.ts";
import { qrCodeDataUrl } from "./qr-code.ts";
import { UserError, checkPassword } from "./user-accounts.ts";

type Refusal = { ok: false; status: number; message: string };

/**
 * The signed-in user's own account for one request (/admin/account): a new
 * password, two-factor sign-in on and off, sign out everywhere. better-auth
 * checks every password and code (`auth.api`: changePassword,
 * enableTwoFactor, verifyTOTP, viewBackupCodes, disableTwoFactor,
 * revokeSessions, signOut); wrong ones count with wrong sign-ins.
 */
export function accountConsole(
  deps: Pick<AccountFlowsDeps, "database" | "auth" | "limits">,
  session: ConsoleSession,
): AccountConsole {
  const { database, auth, limits } = deps;
  const { ip } = session;

  /**
   * A step better-auth checks (a password or a code): refused while the user
   * is over the failed-attempt limit, and a refusal by better-auth counts as
   * one more failed attempt. Our own checks' refusals (UserError) are
   * answered with their words.
   */
  const checkedStep = async <T>(
    me: ConsoleUser,
    action: AttemptAction,
    wrong: string,
    step: () => Promise<T>,
  ): Promise<{ ok: true; value: T } | Refusal> => {
    const wait = await refusedForNow(database, limits, { email: me.email, ip, action });
    if (wait) return { ok: false, status: 429, message: accountCopy.tooMany(wait) };
    try {
      return { ok: true, value: await step() };
    } catch (error) {
      if (error instanceof UserError) return { ok: false, status: 400, message: error.message };
      if (!isAPIError(error)) throw error;
      await limits.recordFailure(ip, me.email);
      return { ok: false, status: 400, message: wrong };
    }
  };

  const setupOf = async (uri: string): Promise<TwoFactorSetup> => ({
    uri,
    secret: new URL(uri).searchParams.get("secret") ?? "",
    qrCode: await qrCodeDataUrl(uri),
  });

  return requireRole<AccountConsole>(session, "editor", {
    get: async (me) => ({
      user: me,
      twoFactorEnabled: Boolean((await session.active())?.twoFactorEnabled),
    }),

    async changePassword(me, current, next) {
      const done = await checkedStep(me, "sign-in-failed", accountCopy.password.wrong, async () => {
        checkPassword(next);
        // better-auth checks the current password, then ends every session
        // and starts a new one for this browser (its cookie is set here).
        const result = await auth.api.changePassword({
          body: { currentPassword: current, newPassword: next, revokeOtherSessions: true },
          headers: session.authHeaders(),
          returnHeaders: true,
        });
        session.keep(result.headers);
      });
      if (!done.ok) return done;
      await noteAudit(
        database,
        { actor: me.email, ip },
        { action: "password-changed", target: me.email, detail: "other sessions ended" },
      );
      return { ok: true };
    },

    async signOutEverywhere(me) {
      await auth.api.revokeSessions({ headers: session.authHeaders() });
      const result = await auth.api.signOut({
        headers: session.authHeaders(),
        returnHeaders: true,
      });
      session.keep(result.headers);
      await noteAudit(database, { actor: me.email, ip }, { action: "sessions-revoked" });
      session.ended();
    },

    async startTwoFactor(me, password) {
      const done = await checkedStep(
        me,
        "sign-in-failed",
        accountCopy.twoFactor.wrongPassword,
        async () => {
          const result = await auth.api.enableTwoFactor({
            body: { password },
            headers: session.authHeaders(),
          });
          if (!("totpURI" in result) || !result.totpURI) throw new Error("No TOTP URI returned");
          return result.totpURI;
        },
      );
      return done.ok ? { ok: true, setup: await setupOf(done.value) } : done;
    },

    async twoFactorSetup(me, uri) {
      // Only ever the signed-in user's own authenticator URI, shown back to them.
      if (!uri.startsWith("otpauth://totp/") || uri.length > 600) return null;
      if (!decodeURIComponent(uri).includes(me.email)) return null;
      return setupOf(uri);
    },

    async confirmTwoFactor(me, code) {
      const done = await checkedStep(
        me,
        "sign-in-code-failed",
        accountCopy.twoFactor.wrongCode,
        async () => {
          // The first right code marks the secret verified and turns two-factor
          // on; better-auth replaces this session (new cookie) as it does so.
          const result = await auth.api.verifyTOTP({
            body: { code: code.replace(/\s+/g, "") },
            headers: session.authHeaders(),
            returnHeaders: true,
          });
          session.keep(result.headers);
        },
      );
      if (!done.ok) return done;
      const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId: me.id } });
      await noteAudit(database, { actor: me.email, ip }, { action: "two-factor-enabled" });
      return { ok: true, backupCodes };
    },

    async disableTwoFactor(me, password) {
      const done = await checkedStep(
        me,
        "sign-in-failed",
        accountCopy.twoFactor.wrongPassword,
        async () => {
          const result = await auth.api.disableTwoFactor({
            body: { password },
            headers: session.authHeaders(),
            returnHeaders: true,
          });
          session.keep(result.headers);
        },
      );
      if (!done.ok) return done;
      await noteAudit(database, { actor: me.email, ip }, { action: "two-factor-disabled" });
      return { ok: true };
    },
  });
}
