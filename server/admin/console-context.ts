import { isAPIError } from "better-auth/api";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import type { AdminContext } from "../../app/lib/admin-context.ts";
import { hasRole, type ConsoleRole, type ConsoleUser } from "../../app/lib/admin/roles.ts";
import {
  accountCopy,
  codeStepCopy,
  forgotCopy,
  passwordLinkCopy,
} from "../../app/content/admin/account.ts";
import { consoleCopy } from "../../app/content/admin/console.ts";
import { formatEnquiries } from "../cli/enquiry-formats.ts";
import { notificationsByEnquiry } from "../db/enquiry-notifications.ts";
import type { DatabaseHandle } from "../db/connection.ts";
import { listAudit, recordAudit } from "./audit.ts";
import { createAuth, type Auth } from "./auth.ts";
import { countPendingComments, listComments, moderateComment } from "./comment-queue.ts";
import {
  addEnquiryNote,
  changeEnquiryStatus,
  countNewEnquiries,
  enquiryDetail,
  exportInbox,
  listInbox,
} from "./enquiry-inbox.ts";
import { createAccountLinks, type AccountLinks } from "./account-links.ts";
import {
  exportSubscribers,
  findSubscriber,
  listSubscribers,
  removeSubscriber,
} from "./subscriber-list.ts";
import { qrCodeDataUrl } from "./qr-code.ts";
import { activeSession, type ActiveSession } from "./sessions.ts";
import { UserError, checkPassword, createUserAccounts } from "./users.ts";
import { createSignInLimits } from "./sign-in-limits.ts";

export const LOGIN_PATH = "/admin/login";
const AUDIT_PAGE_SIZE = 50;

export interface ConsoleServices {
  auth: Auth;
  /** The AdminContext of one request (app/lib/admin-context.ts). */
  forRequest(request: FastifyRequest): AdminContext;
}

export function createConsoleServices(options: {
  database: DatabaseHandle;
  secret: string;
  siteUrl: string;
  redis: Redis | null;
  redisKeyPrefix: string;
  log: FastifyBaseLogger;
  /** Called after an e-mail was queued (invitation, reset link), to wake the outbox relay. */
  onMailQueued?: () => void;
  /** Called after a change the public pages show (a moderated comment), with its tags (server/http/render-cache.ts). */
  onContentChange?: (tags: string[]) => void;
}): ConsoleServices {
  const { database } = options;
  let links: AccountLinks | null = null;
  const auth = createAuth({
    database,
    secret: options.secret,
    siteUrl: options.siteUrl,
    sendResetLink: (data) => links!.queueResetMail(data),
  });
  links = createAccountLinks({
    database,
    auth,
    siteUrl: options.siteUrl,
    onMailQueued: options.onMailQueued,
  });
  const accountLinks = links;
  // Wrong passwords and wrong codes share one count per account and address.
  const limits = createSignInLimits(options);
  // Reset requests: every request counts, whether or not the account exists.
  const resetLimits = createSignInLimits(
    { redis: options.redis, redisKeyPrefix: `${options.redisKeyPrefix}reset-` },
    RESET_REQUEST_LIMITS,
  );
  const accounts = createUserAccounts(database, auth);

  function forRequest(request: FastifyRequest): AdminContext {
    const cookies: string[] = [];
    // The headers better-auth sees: the cookie, and the client's address as
    // Fastify resolved it (TRUST_PROXY), never a header the client chose.
    const authHeaders = () => {
      const headers = new Headers({ "x-genesis-client-ip": request.ip });
      if (request.headers.cookie) headers.set("cookie", request.headers.cookie);
      const agent = request.headers["user-agent"];
      if (agent) headers.set("user-agent", agent.slice(0, 300));
      return headers;
    };
    let session: Promise<ActiveSession | null> | null = null;
    const current = () => (session ??= activeSession(auth, database, authHeaders()));

    const user = async (): Promise<ConsoleUser | null> => (await current())?.user ?? null;
    const requireRole = async (role: ConsoleRole = "editor"): Promise<ConsoleUser> => {
      const signedIn = await user();
      if (!signedIn) {
        throw new Response(null, { status: 303, headers: { Location: LOGIN_PATH } });
      }
      if (!hasRole(signedIn, role)) {
        throw new Response(consoleCopy.forbidden, {
          status: 403,
          headers: { "Content-Type": "text/plain; charset=utf-8" },
        });
      }
      return signedIn;
    };
    const ip = request.ip;
    const keep = (headers: Headers) => cookies.push(...headers.getSetCookie());

    /**
     * The sign-in waiting for its 'Code', read from better-auth's two-factor
     * cookie: only to name the account in the audit log and the limits;
     * better-auth itself checks the cookie's signature when the code is sent.
     */
    const pendingChallenge = async (): Promise<{ email: string } | null> => {
      const context = await auth.$context;
      const raw = readCookie(request.headers.cookie, context.createAuthCookie("two_factor").name);
      const identifier = raw?.split(".")[0];
      if (!identifier) return null;
      const found = await context.internalAdapter.findVerificationValue(identifier);
      if (!found || new Date(found.expiresAt).getTime() <= Date.now()) return null;
      const pending = await context.internalAdapter.findUserById(found.value);
      return pending ? { email: pending.email } : null;
    };

    /** Over the limit: the sentence to show, after auditing the refusal. */
    const refusedForNow = async (
      email: string,
      action: "sign-in-failed" | "sign-in-code-failed",
    ) => {
      const wait = await limits.blockedFor(ip, email);
      if (wait === 0) return null;
      await recordAudit(database.db, {
        action,
        actor: email || null,
        detail: "refused: too many failed attempts",
        ip,
      });
      return wait;
    };

    /**
     * A step on the signed-in user's own account that better-auth checks (a
     * password or a code): refused while the user is over the failed-attempt
     * limit, and a refusal by better-auth counts as one more failed attempt.
     * Our own checks' refusals (UserError) are answered with their words.
     */
    const ownAccountStep = async <T>(
      limit: "sign-in-failed" | "sign-in-code-failed",
      wrong: string,
      step: (me: ConsoleUser) => Promise<T>,
    ): Promise<
      { ok: true; me: ConsoleUser; value: T } | { ok: false; status: number; message: string }
    > => {
      const me = await requireRole();
      const wait = await refusedForNow(me.email, limit);
      if (wait) return { ok: false, status: 429, message: accountCopy.tooMany(wait) };
      try {
        return { ok: true, me, value: await step(me) };
      } catch (error) {
        if (error instanceof UserError) return { ok: false, status: 400, message: error.message };
        if (!isAPIError(error)) throw error;
        await limits.recordFailure(ip, me.email);
        return { ok: false, status: 400, message: wrong };
      }
    };

    const twoFactorSetup = async (uri: string) => ({
      uri,
      secret: new URL(uri).searchParams.get("secret") ?? "",
      qrCode: await qrCodeDataUrl(uri),
    });

    return {
      user,
      require: requireRole,
      responseCookies: () => cookies,

      async signIn(email, password) {
        const address = email.trim().toLowerCase();
        const wait = await limits.blockedFor(ip, address);
        if (wait > 0) {
          await recordAudit(database.db, {
            action: "sign-in-failed",
            actor: address || null,
            detail: "refused: too many failed attempts",
            ip,
          });
          return { ok: false, status: 429, message: consoleCopy.login.tooMany(wait) };
        }
        try {
          const result = await auth.api.signInEmail({
            body: { email: address, password, rememberMe: true },
            headers: authHeaders(),
            returnHeaders: true,
          });
          keep(result.headers);
          // The password was right, but two-factor is on: better-auth set its
          // short-lived two_factor cookie instead of a session.
          if ((result.response as { twoFactorRedirect?: boolean }).twoFactorRedirect) {
            return { ok: true, needsCode: true };
          }
          await limits.recordSuccess(address);
          await recordAudit(database.db, { action: "sign-in", actor: address, ip });
          return { ok: true };
        } catch (error) {
          // Wrong password, unknown or disabled account: one answer for all.
          if (!isAuthRefusal(error)) throw error;
          await limits.recordFailure(ip, address);
          await recordAudit(database.db, { action: "sign-in-failed", actor: address || null, ip });
          return { ok: false, status: 401, message: consoleCopy.login.refused };
        }
      },

      async signOut() {
        const active = await current();
        if (!active) return;
        const result = await auth.api.signOut({ headers: authHeaders(), returnHeaders: true });
        cookies.push(...result.headers.getSetCookie());
        await recordAudit(database.db, { action: "sign-out", actor: active.user.email, ip });
        session = Promise.resolve(null);
      },

      async newEnquiryCount() {
        await requireRole();
        return countNewEnquiries(database);
      },
      async overview() {
        await requireRole();
        const [newEnquiries, pendingComments, recent] = await Promise.all([
          countNewEnquiries(database),
          countPendingComments(database),
          listAudit(database, { page: 1, pageSize: 8 }),
        ]);
        return { newEnquiries, pendingComments, recent: recent.entries };
      },
      async listEnquiries(filter) {
        await requireRole();
        return listInbox(database, filter);
      },
      async enquiry(id) {
        await requireRole();
        return enquiryDetail(database, id);
      },
      async setEnquiryStatus(id, status) {
        const actor = await requireRole();
        return changeEnquiryStatus(database, { id, status, actor: actor.email, ip });
      },
      async addEnquiryNote(id, note) {
        const actor = await requireRole();
        return addEnquiryNote(database, { id, note, actor: actor.email, ip });
      },
      async exportEnquiries(filter) {
        const actor = await requireRole();
        const rows = await exportInbox(database, filter);
        const described = [
          filter.status ? `status ${filter.status}` : "all statuses",
          filter.q.trim() ? `search "${filter.q.trim()}"` : null,
        ].filter(Boolean);
        await recordAudit(database.db, {
          action: "enquiry-export",
          actor: actor.email,
          detail: `${rows.length} rows, ${described.join(", ")}`,
          ip,
        });
        return formatEnquiries(rows, "csv", await notificationsByEnquiry(database));
      },
      async listComments(status) {
        await requireRole();
        return listComments(database, status);
      },
      async moderateComment(id, decision) {
        const actor = await requireRole();
        const found = await moderateComment(database, { id, decision, actor: actor.email, ip });
        // A post shows its approved comments; lists show their counts.
        if (found) options.onContentChange?.(["posts"]);
        return found;
      },
      async listSubscribers(filter) {
        await requireRole();
        return listSubscribers(database, filter);
      },
      async subscriber(id) {
        await requireRole();
        return findSubscriber(database, id);
      },
      async exportSubscribers(filter) {
        const actor = await requireRole();
        const { csv, rows } = await exportSubscribers(database, filter);
        const described = [
          filter.status ? `status ${filter.status}` : "all statuses",
          filter.q.trim() ? `search "${filter.q.trim()}"` : null,
        ].filter(Boolean);
        await recordAudit(database.db, {
          action: "subscriber-export",
          actor: actor.email,
          detail: `${rows} rows, ${described.join(", ")}`,
          ip,
        });
        return csv;
      },
      async removeSubscriber(id) {
        const actor = await requireRole();
        return removeSubscriber(database, { id, actor: actor.email, ip });
      },
      async listUsers() {
        await requireRole("owner");
        return accounts.list();
      },
      async setUserDisabled(email, disabled) {
        const actor = await requireRole("owner");
        const target = await accounts.find(email);
        if (!target || target.id === actor.id) return false;
        if (disabled) await accounts.disable(email, actor.email);
        else await accounts.enable(email, actor.email);
        return true;
      },
      async inviteUser(email, role) {
        const actor = await requireRole("owner");
        try {
          await accountLinks.invite({ email, role, actor: actor.email, ip });
          return { ok: true };
        } catch (error) {
          if (error instanceof UserError) return { ok: false, status: 400, message: error.message };
          throw error;
        }
      },

      async hasPendingCode() {
        return (await pendingChallenge()) !== null;
      },

      async verifySignInCode(code) {
        const pending = await pendingChallenge();
        if (!pending) return { ok: false, status: 410, message: codeStepCopy.tooMany(1) };
        const wait = await refusedForNow(pending.email, "sign-in-code-failed");
        if (wait) return { ok: false, status: 429, message: codeStepCopy.tooMany(wait) };
        const typed = code.replace(/\s+/g, "");
        // Six digits are an authenticator's code; anything else may be a backup code.
        const totp = /^\d{6}$/.test(typed);
        try {
          const result = totp
            ? await auth.api.verifyTOTP({
                body: { code: typed },
                headers: authHeaders(),
                returnHeaders: true,
              })
            : await auth.api.verifyBackupCode({
                body: { code: typed },
                headers: authHeaders(),
                returnHeaders: true,
              });
          keep(result.headers);
        } catch (error) {
          if (!isAPIError(error)) throw error;
          await limits.recordFailure(ip, pending.email);
          await recordAudit(database.db, {
            action: "sign-in-code-failed",
            actor: pending.email,
            detail: totp ? "authenticator code" : "backup code",
            ip,
          });
          // better-auth ends a challenge after five wrong codes, and locks the
          // account's codes after ten in a row: the sign-in starts again.
          if (error.statusCode === 429 || !(await pendingChallenge())) {
            return { ok: false, status: 429, message: codeStepCopy.tooMany(15) };
          }
          return { ok: false, status: 401, message: codeStepCopy.refused };
        }
        await limits.recordSuccess(pending.email);
        await recordAudit(database.db, {
          action: "sign-in",
          actor: pending.email,
          detail: totp ? "with an authenticator code" : "with a backup code",
          ip,
        });
        return { ok: true };
      },

      async requestPasswordReset(email) {
        const address = email.trim().toLowerCase();
        const wait = await resetLimits.blockedFor(ip, address);
        if (wait > 0) return { ok: false, status: 429, message: forgotCopy.tooMany(wait) };
        await resetLimits.recordFailure(ip, address);
        await accountLinks.requestReset(address);
        return { ok: true };
      },

      passwordLink: (token) => accountLinks.linkState(token),

      async usePasswordLink(token, password) {
        try {
          const done = await accountLinks.usePasswordLink(token, password, ip);
          if (done === "invalid")
            return { ok: false, status: 410, message: passwordLinkCopy.invalid };
          return { ok: true };
        } catch (error) {
          if (error instanceof UserError) return { ok: false, status: 400, message: error.message };
          throw error;
        }
      },

      async account() {
        const me = await requireRole();
        return { user: me, twoFactorEnabled: Boolean((await current())?.twoFactorEnabled) };
      },

      async changePassword(currentPassword, next) {
        const done = await ownAccountStep(
          "sign-in-failed",
          accountCopy.password.wrong,
          async () => {
            checkPassword(next);
            // better-auth checks the current password, then ends every session
            // and starts a new one for this browser (its cookie is set here).
            const result = await auth.api.changePassword({
              body: { currentPassword, newPassword: next, revokeOtherSessions: true },
              headers: authHeaders(),
              returnHeaders: true,
            });
            keep(result.headers);
          },
        );
        if (!done.ok) return done;
        await recordAudit(database.db, {
          action: "password-changed",
          actor: done.me.email,
          target: done.me.email,
          detail: "other sessions ended",
          ip,
        });
        return { ok: true };
      },

      async signOutEverywhere() {
        const me = await requireRole();
        await auth.api.revokeSessions({ headers: authHeaders() });
        const result = await auth.api.signOut({ headers: authHeaders(), returnHeaders: true });
        keep(result.headers);
        await recordAudit(database.db, { action: "sessions-revoked", actor: me.email, ip });
        session = Promise.resolve(null);
      },

      async startTwoFactor(password) {
        const done = await ownAccountStep(
          "sign-in-failed",
          accountCopy.twoFactor.wrongPassword,
          async () => {
            const result = await auth.api.enableTwoFactor({
              body: { password },
              headers: authHeaders(),
            });
            if (!("totpURI" in result) || !result.totpURI) throw new Error("No TOTP URI returned");
            return result.totpURI;
          },
        );
        return done.ok ? { ok: true, setup: await twoFactorSetup(done.value) } : done;
      },

      async twoFactorSetup(uri) {
        const me = await requireRole();
        // Only ever the signed-in user's own authenticator URI, shown back to them.
        if (!uri.startsWith("otpauth://totp/") || uri.length > 600) return null;
        if (!decodeURIComponent(uri).includes(me.email)) return null;
        return twoFactorSetup(uri);
      },

      async confirmTwoFactor(code) {
        const done = await ownAccountStep(
          "sign-in-code-failed",
          accountCopy.twoFactor.wrongCode,
          async () => {
            // The first right code marks the secret verified and turns two-factor
            // on; better-auth replaces this session (new cookie) as it does so.
            const result = await auth.api.verifyTOTP({
              body: { code: code.replace(/\s+/g, "") },
              headers: authHeaders(),
              returnHeaders: true,
            });
            keep(result.headers);
          },
        );
        if (!done.ok) return done;
        const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId: done.me.id } });
        await recordAudit(database.db, { action: "two-factor-enabled", actor: done.me.email, ip });
        return { ok: true, backupCodes };
      },

      async disableTwoFactor(password) {
        const done = await ownAccountStep(
          "sign-in-failed",
          accountCopy.twoFactor.wrongPassword,
          async () => {
            const result = await auth.api.disableTwoFactor({
              body: { password },
              headers: authHeaders(),
              returnHeaders: true,
            });
            keep(result.headers);
          },
        );
        if (!done.ok) return done;
        await recordAudit(database.db, { action: "two-factor-disabled", actor: done.me.email, ip });
        return { ok: true };
      },

      async audit(page) {
        await requireRole();
        const result = await listAudit(database, { page, pageSize: AUDIT_PAGE_SIZE });
        return { ...result, pageCount: Math.max(1, Math.ceil(result.total / AUDIT_PAGE_SIZE)) };
      },
    };
  }

  return { auth, forRequest };
}

// Reset links asked for per typed address and per client address, in an hour.
const RESET_REQUEST_LIMITS = { perAccount: 3, perAddress: 10, windowMs: 60 * 60 * 1000 };

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

// better-auth answers a refused sign-in with an APIError (401, or another
// status when its session hook turns a disabled account away).
const isAuthRefusal = (error: unknown) => isAPIError(error);
