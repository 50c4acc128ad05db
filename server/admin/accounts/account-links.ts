import { generateId } from "better-auth";
import { isAPIError } from "better-auth/api";
import type { PasswordLink } from "../../../app/lib/admin/accounts.ts";
import { inviteCopy } from "../../../app/admin/users/users-words.ts";
import { isConsoleRole, type ConsoleRole } from "../../../app/lib/admin/roles.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { enqueueMail } from "../../db/outbox.ts";
import { invitationEmail, passwordResetEmail } from "../../mail/account-email.ts";
import { audited, noteAudit, type Actor } from "../audited.ts";
import { INVITATION_LINK_SECONDS, RESET_LINK_SECONDS, type Auth } from "../auth.ts";
import {
  dropPasswordLinks,
  findUserByEmail,
  findUserById,
  hasPassword,
  insertUser,
  passwordLinkUser,
  storePasswordLink,
} from "./auth-records.ts";
import { UserError, checkPassword } from "./user-accounts.ts";

/**
 * One-time links to set a password: invitations (72 h) and password resets
 * (1 h). Both are better-auth's reset tokens: its requestPasswordReset makes
 * a reset's (answering alike for unknown addresses), and its resetPassword
 * checks the expiry, consumes the token in the same transaction as the new
 * password, creates the credential an invitee does not have yet, and ends
 * every session. An invitation's token is made here (better-auth's own
 * generateId), stored the way its resetPassword reads it, with the longer
 * expiry (./auth-records.ts).
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function createAccountLinks({
  database,
  auth,
  siteUrl,
  onMailQueued,
}: {
  database: DatabaseHandle;
  auth: Auth;
  siteUrl: string;
  onMailQueued?: () => void;
}) {
  const link = (kind: "invitation" | "reset-password", token: string) =>
    // In the query, not the path: console paths are lower-cased, tokens are not.
    new URL(`/admin/${kind}?token=${encodeURIComponent(token)}`, siteUrl).href;

  /** Where the token leads: the account it sets a password for, if it is still good. */
  async function linkState(token: string): Promise<PasswordLink> {
    if (!token || token.length > 200) return { state: "invalid" };
    const user = await passwordLinkUser(database.db, token);
    if (!user || user.disabled) return { state: "invalid" };
    return {
      state: "valid",
      email: user.email,
      invitation: !(await hasPassword(database.db, user.id)),
    };
  }

  return {
    linkState,

    /**
     * better-auth's sendResetPassword: called only for an existing account.
     * A disabled account gets no e-mail (it could not sign in anyway).
     */
    async queueResetMail({ user, token }: { user: { id: string; email: string }; token: string }) {
      const found = await findUserById(database.db, user.id);
      if (!found || found.disabled) return;
      await audited(
        database,
        { actor: user.email },
        (trx) =>
          enqueueMail(trx, {
            kind: "password-reset",
            enquiryId: null,
            message: passwordResetEmail({
              to: user.email,
              link: link("reset-password", token),
              validMinutes: RESET_LINK_SECONDS / 60,
            }),
            now: new Date(),
          }),
        () => ({ action: "password-reset-requested" }),
      );
      onMailQueued?.();
    },

    /** Asks better-auth for a reset link; its answer is the same whether or not the account exists. */
    async requestReset(email: string) {
      const address = email.trim().toLowerCase();
      if (!EMAIL.test(address) || address.length > 254) return;
      await auth.api.requestPasswordReset({ body: { email: address } });
    },

    /**
     * Invites `email` as `role`: a new account without a password, and an
     * e-mail with a link to choose one. Inviting someone who has not accepted
     * yet sends a fresh link and ends the old ones.
     */
    async invite({ email, role, by }: { email: string; role: ConsoleRole; by: Actor }) {
      const address = email.trim().toLowerCase();
      if (!EMAIL.test(address) || address.length > 254) throw new UserError(inviteCopy.badEmail);
      if (!isConsoleRole(role)) throw new UserError(inviteCopy.badRole);
      const existing = await findUserByEmail(database.db, address);
      if (existing && (await hasPassword(database.db, existing.id)))
        throw new UserError(`${address} already has an account.`);
      const token = generateId(24);
      await audited(
        database,
        by,
        async (trx) => {
          const tables = { db: trx, dialect: database.dialect };
          let userId = existing?.id;
          if (userId) {
            await trx.updateTable("auth_users").set({ role }).where("id", "=", userId).execute();
            await dropPasswordLinks(trx, userId);
          } else {
            userId = (await insertUser(tables, { email: address, role })).id;
          }
          await storePasswordLink(tables, {
            token,
            userId,
            expiresAt: new Date(Date.now() + INVITATION_LINK_SECONDS * 1000),
          });
          await enqueueMail(trx, {
            kind: "console-invitation",
            enquiryId: null,
            message: invitationEmail({
              to: address,
              link: link("invitation", token),
              role,
              invitedBy: by.actor ?? "",
              validHours: INVITATION_LINK_SECONDS / 3600,
            }),
            now: new Date(),
          });
        },
        () => ({ action: "user-invited", target: address, detail: role }),
      );
      onMailQueued?.();
    },

    /**
     * Sets the password a link allows: better-auth checks and consumes the
     * token. 'invalid' when the link was used or ran out meanwhile.
     */
    async usePasswordLink(
      token: string,
      password: string,
      ip: string,
    ): Promise<"done" | "invalid"> {
      checkPassword(password);
      const state = await linkState(token);
      if (state.state === "invalid") return "invalid";
      try {
        await auth.api.resetPassword({ body: { token, newPassword: password } });
      } catch (error) {
        if (isAPIError(error)) return "invalid";
        throw error;
      }
      await noteAudit(
        database,
        { actor: state.email, ip },
        {
          action: state.invitation ? "invitation-accepted" : "password-reset",
          target: state.email,
        },
      );
      return "done";
    },
  };
}

export type AccountLinks = ReturnType<typeof createAccountLinks>;
