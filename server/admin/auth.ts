import { betterAuth } from "better-auth";
import { twoFactor } from "better-auth/plugins/two-factor";
import type { DatabaseHandle } from "../db/connection.ts";

/**
 * The console's accounts and sessions: better-auth on our own database through
 * its Kysely adapter (docs/decisions/020-console.md). Its HTTP handler is not
 * mounted: the console's forms call it through `auth.api` from route actions,
 * so sign-up and every endpoint we do not use stay unreachable.
 */
export interface AuthOptions {
  database: DatabaseHandle;
  /** config.appSecret as server/security/app-secret.ts resolved it. */
  secret: string;
  siteUrl: string;
  /**
   * Called by better-auth's password-reset request with the one-time token it
   * stored (server/admin/accounts/account-links.ts queues the e-mail); requests for
   * unknown addresses never reach it.
   */
  sendResetLink?: (data: { user: { id: string; email: string }; token: string }) => Promise<void>;
}

/** Longest a session lives, however busy (absolute expiry). */
export const SESSION_ABSOLUTE_SECONDS = 12 * 60 * 60;
/** Longest a session may sit unused (idle expiry), enforced in server/admin/sessions.ts. */
export const SESSION_IDLE_SECONDS = 60 * 60;
export const MIN_PASSWORD_LENGTH = 12;
/** How long a password-reset link works. */
export const RESET_LINK_SECONDS = 60 * 60;
/** How long an invitation link works. */
export const INVITATION_LINK_SECONDS = 72 * 60 * 60;
/** How long the second sign-in step (the 'Code') waits after the password. */
export const CODE_STEP_SECONDS = 10 * 60;

const COOKIE_PREFIX = "genesis-console";

/**
 * The name of the cookie better-auth keeps a sign-in's code step in. Its
 * cookies are named `<cookiePrefix>.<name>`, with `__Secure-` before them
 * when they are secure (its "Cookies" documentation); both follow the options
 * below.
 */
export const twoFactorCookieName = (siteUrl: string) =>
  `${secureCookies(siteUrl) ? "__Secure-" : ""}${COOKIE_PREFIX}.two_factor`;

// Secure cookies whenever the site is served over HTTPS.
const secureCookies = (siteUrl: string) => siteUrl.startsWith("https:");

export function createAuth({ database, secret, siteUrl, sendResetLink }: AuthOptions) {
  return betterAuth({
    appName: "Genesis console",
    baseURL: siteUrl,
    secret,
    database: { db: database.db, type: database.dialect },
    telemetry: { enabled: false },
    // Failed sign-ins are reported by the console's audit log, not as warnings.
    logger: { level: "error" },
    // Failed sign-ins are limited per address and per account by
    // server/admin/accounts/sign-in-limits.ts, which also answers for unknown accounts.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 256,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      // A reset ends every session: whoever knew the old password is out.
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await sendResetLink?.({ user, token });
      },
    },
    session: {
      modelName: "auth_sessions",
      fields: {
        expiresAt: "expires_at",
        createdAt: "created_at",
        updatedAt: "updated_at",
        ipAddress: "ip_address",
        userAgent: "user_agent",
        userId: "user_id",
      },
      // The cookie and the row both end at the absolute limit; the idle limit
      // is checked against updated_at on every request instead of sliding
      // the expiry, so neither limit can be stretched.
      expiresIn: SESSION_ABSOLUTE_SECONDS,
      disableSessionRefresh: true,
      // Every request reads the session row, so a revoked session ends at once.
      cookieCache: { enabled: false },
    },
    user: {
      modelName: "auth_users",
      fields: { emailVerified: "email_verified", createdAt: "created_at", updatedAt: "updated_at" },
      additionalFields: {
        role: { type: "string", required: true, input: false, defaultValue: "editor" },
        disabled: { type: "boolean", required: true, input: false, defaultValue: false },
      },
    },
    account: {
      modelName: "auth_accounts",
      fields: {
        accountId: "account_id",
        providerId: "provider_id",
        userId: "user_id",
        accessToken: "access_token",
        refreshToken: "refresh_token",
        idToken: "id_token",
        accessTokenExpiresAt: "access_token_expires_at",
        refreshTokenExpiresAt: "refresh_token_expires_at",
        createdAt: "created_at",
        updatedAt: "updated_at",
      },
    },
    verification: {
      modelName: "auth_verifications",
      fields: { expiresAt: "expires_at", createdAt: "created_at", updatedAt: "updated_at" },
    },
    plugins: [
      twoFactor({
        issuer: "Genesis console",
        twoFactorCookieMaxAge: CODE_STEP_SECONDS,
        schema: {
          user: { fields: { twoFactorEnabled: "two_factor_enabled" } },
          twoFactor: {
            modelName: "auth_two_factors",
            fields: {
              secret: "secret",
              backupCodes: "backup_codes",
              userId: "user_id",
              verified: "verified",
              failedVerificationCount: "failed_verification_count",
              lockedUntil: "locked_until",
            },
          },
        },
      }),
    ],
    // A disabled account gets no session, whatever its password.
    databaseHooks: {
      session: {
        create: {
          before: async (session) => {
            const user = await database.db
              .selectFrom("auth_users")
              .select("disabled")
              .where("id", "=", session.userId)
              .executeTakeFirst();
            return user && !user.disabled ? { data: session } : false;
          },
        },
      },
    },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: secureCookies(siteUrl),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      // The console passes the address Fastify resolved (TRUST_PROXY) under
      // this name; nothing a client sends is read for it.
      ipAddress: { ipAddressHeaders: ["x-genesis-client-ip"] },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
