import { isAPIError } from "better-auth/api";
import {
  codeStepCopy,
  forgotCopy,
  ownerSetupCopy,
  passwordLinkCopy,
} from "../../../app/admin/account/account-words.ts";
import { consoleCopy } from "../../../app/content/admin/console.ts";
import type { AccessConsole } from "../../../app/lib/admin/accounts.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { noteAudit } from "../audited.ts";
import { twoFactorCookieName, type Auth } from "../auth.ts";
import type { ConsoleSession } from "../console-session.ts";
import type { AccountLinks } from "./account-links.ts";
import { pendingCodeUser } from "./auth-records.ts";
import { createFirstOwner, setupState } from "./owner-setup.ts";
import { refusedForNow } from "./failed-attempts.ts";
import type { SignInLimits } from "./sign-in-limits.ts";
import { UserError } from "./user-accounts.ts";

export interface AccountFlowsDeps {
  database: DatabaseHandle;
  auth: Auth;
  siteUrl: string;
  links: AccountLinks;
  /** Wrong passwords and wrong codes, per account and address. */
  limits: SignInLimits;
  /** Reset requests, per typed address and client address, whether or not the account exists. */
  resetLimits: SignInLimits;
}

/**
 * The account flows of signed-out visitors for one request: sign-in with a
 * password and then, for two-factor accounts, a code; sign-out; a reset link
 * asked for; a password chosen through a reset or invitation link. Every
 * secret is checked by better-auth's public API (`auth.api`: signInEmail,
 * verifyTOTP, verifyBackupCode, signOut, requestPasswordReset,
 * resetPassword), its session cookies kept for the response; the limits and
 * the audit log are ours.
 */
export function accessConsole(deps: AccountFlowsDeps, session: ConsoleSession): AccessConsole {
  const { database, auth, limits, links } = deps;
  const { ip } = session;
  const codeCookie = twoFactorCookieName(deps.siteUrl);

  /** The account whose sign-in waits for its 'Code' (./auth-records.ts). */
  const pendingCode = () => pendingCodeUser(database.db, readCookie(session.cookies, codeCookie));

  const access: AccessConsole = {
    async signIn(email, password) {
      const address = email.trim().toLowerCase();
      const wait = await refusedForNow(database, limits, {
        email: address,
        ip,
        action: "sign-in-failed",
      });
      if (wait > 0) return { ok: false, status: 429, message: consoleCopy.login.tooMany(wait) };
      try {
        const result = await auth.api.signInEmail({
          body: { email: address, password, rememberMe: true },
          headers: session.authHeaders(),
          returnHeaders: true,
        });
        session.keep(result.headers);
        // The password was right, but two-factor is on: better-auth set its
        // short-lived two_factor cookie instead of a session.
        if ((result.response as { twoFactorRedirect?: boolean }).twoFactorRedirect) {
          return { ok: true, needsCode: true };
        }
        await limits.recordSuccess(address);
        await noteAudit(database, { actor: address, ip }, { action: "sign-in" });
        return { ok: true };
      } catch (error) {
        // Wrong password, unknown or disabled account (better-auth answers
        // 401, or another status when its session hook turns a disabled
        // account away): one answer for all.
        if (!isAPIError(error)) throw error;
        await limits.recordFailure(ip, address);
        await noteAudit(database, { actor: address || null, ip }, { action: "sign-in-failed" });
        return { ok: false, status: 401, message: consoleCopy.login.refused };
      }
    },

    hasPendingCode: async () => (await pendingCode()) !== null,

    async verifySignInCode(code) {
      const pending = await pendingCode();
      if (!pending) return { ok: false, status: 410, message: codeStepCopy.tooMany(1) };
      const wait = await refusedForNow(database, limits, {
        email: pending.email,
        ip,
        action: "sign-in-code-failed",
      });
      if (wait) return { ok: false, status: 429, message: codeStepCopy.tooMany(wait) };
      const typed = code.replace(/\s+/g, "");
      // Six digits are an authenticator's code; anything else may be a backup code.
      const totp = /^\d{6}$/.test(typed);
      const request = { body: { code: typed }, headers: session.authHeaders() };
      try {
        const result = totp
          ? await auth.api.verifyTOTP({ ...request, returnHeaders: true })
          : await auth.api.verifyBackupCode({ ...request, returnHeaders: true });
        session.keep(result.headers);
      } catch (error) {
        if (!isAPIError(error)) throw error;
        await limits.recordFailure(ip, pending.email);
        await noteAudit(
          database,
          { actor: pending.email, ip },
          { action: "sign-in-code-failed", detail: totp ? "authenticator code" : "backup code" },
        );
        // better-auth ends a challenge after five wrong codes, and locks the
        // account's codes after ten in a row: the sign-in starts again.
        if (error.statusCode === 429 || !(await pendingCode())) {
          return { ok: false, status: 429, message: codeStepCopy.tooMany(15) };
        }
        return { ok: false, status: 401, message: codeStepCopy.refused };
      }
      await limits.recordSuccess(pending.email);
      await noteAudit(
        database,
        { actor: pending.email, ip },
        {
          action: "sign-in",
          detail: totp ? "with an authenticator code" : "with a backup code",
        },
      );
      return { ok: true };
    },

    async signOut() {
      const active = await session.active();
      if (!active) return;
      const result = await auth.api.signOut({
        headers: session.authHeaders(),
        returnHeaders: true,
      });
      session.keep(result.headers);
      await noteAudit(database, { actor: active.user.email, ip }, { action: "sign-out" });
      session.ended();
    },

    async requestPasswordReset(email) {
      const address = email.trim().toLowerCase();
      const wait = await deps.resetLimits.blockedFor(ip, address);
      if (wait > 0) return { ok: false, status: 429, message: forgotCopy.tooMany(wait) };
      await deps.resetLimits.recordFailure(ip, address);
      await links.requestReset(address);
      return { ok: true };
    },

    passwordLink: (token) => links.linkState(token),

    ownerSetup: (token) => setupState(database, token),

    async createFirstOwner(token, email, password) {
      try {
        const outcome = await createFirstOwner(database, { token, email, password, ip });
        if (outcome === "closed")
          return { ok: false, status: 404, message: ownerSetupCopy.invalid };
        if (outcome === "invalid")
          return { ok: false, status: 410, message: ownerSetupCopy.invalid };
      } catch (error) {
        if (error instanceof UserError) return { ok: false, status: 400, message: error.message };
        throw error;
      }
      // Signed in at once: the new owner lands in the console.
      const signedIn = await access.signIn(email, password);
      return signedIn.ok ? { ok: true } : signedIn;
    },

    async usePasswordLink(token, password) {
      try {
        const done = await links.usePasswordLink(token, password, ip);
        if (done === "invalid")
          return { ok: false, status: 410, message: passwordLinkCopy.invalid };
        return { ok: true };
      } catch (error) {
        if (error instanceof UserError) return { ok: false, status: 400, message: error.message };
        throw error;
      }
    },
  };
  return access;
}

/** One cookie's (URL-decoded) value from a Cookie header. */
function readCookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}
