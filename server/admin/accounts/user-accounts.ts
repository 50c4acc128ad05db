import { hashPassword } from "better-auth/crypto";
import { sql } from "kysely";
import { passwordRules } from "../../../app/admin/account/account-words.ts";
import { CONSOLE_ROLES, type ConsoleRole } from "../../../app/lib/admin/roles.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import { audited } from "../audited.ts";
import { MIN_PASSWORD_LENGTH } from "../auth.ts";
import {
  authFlag,
  authTime,
  insertUser,
  setPasswordHash,
  usersWithPassword,
} from "./auth-records.ts";

/**
 * The console's user accounts, for the `npm run users` CLI and the console's
 * users list: created with better-auth's password hash (better-auth/crypto,
 * the hash its sign-in checks); disabling one deletes its sessions in the same
 * step, so it is signed out at once. Every change is audited.
 */

export interface AccountRecord {
  id: string;
  email: string;
  role: ConsoleRole;
  disabled: boolean;
  createdAt: string;
}

export class UserError extends Error {
  override name = "UserError";
}

const normalise = (email: string) => email.trim().toLowerCase();
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkPassword(password: string) {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new UserError(passwordRules.tooShort);
  }
  if (password.length > 256) throw new UserError("The password must be at most 256 characters.");
}

const iso = (value: Date | string) =>
  value instanceof Date ? value.toISOString() : new Date(value).toISOString();

export function createUserAccounts(database: DatabaseHandle) {
  const findRow = (email: string) =>
    database.db
      .selectFrom("auth_users")
      .select(["id", "email", "role", "disabled", "created_at"])
      .where("email", "=", normalise(email))
      .executeTakeFirst();

  const mustFind = async (email: string) => {
    const row = await findRow(email);
    if (!row) throw new UserError(`No user ${normalise(email)}.`);
    return row;
  };

  const toUser = (row: NonNullable<Awaited<ReturnType<typeof findRow>>>): AccountRecord => ({
    id: row.id,
    email: row.email,
    role: row.role,
    disabled: Boolean(row.disabled),
    createdAt: iso(row.created_at),
  });

  const setDisabled = async (email: string, disabled: boolean, actor: string) => {
    const row = await mustFind(email);
    await audited(
      database,
      { actor },
      async (trx) => {
        await trx
          .updateTable("auth_users")
          .set({ disabled: authFlag(database, disabled), updated_at: authTime(database) })
          .where("id", "=", row.id)
          .execute();
        if (disabled) await trx.deleteFrom("auth_sessions").where("user_id", "=", row.id).execute();
      },
      () => ({ action: disabled ? "user-disabled" : "user-enabled", target: row.email }),
    );
    return toUser((await findRow(email))!);
  };

  return {
    async add(
      email: string,
      role: ConsoleRole,
      password: string,
      actor: string,
    ): Promise<AccountRecord> {
      const address = normalise(email);
      if (!EMAIL.test(address))
        throw new UserError(`${JSON.stringify(email)} is not an e-mail address.`);
      if (!CONSOLE_ROLES.includes(role)) throw new UserError(`The role must be owner or editor.`);
      checkPassword(password);
      if (await findRow(address)) throw new UserError(`${address} already has an account.`);
      const hash = await hashPassword(password);
      await audited(
        database,
        { actor },
        async (trx) => {
          const tables = { db: trx, dialect: database.dialect };
          const user = await insertUser(tables, { email: address, role });
          await setPasswordHash(tables, user.id, hash);
        },
        () => ({ action: "user-added", target: address, detail: role }),
      );
      return toUser((await findRow(address))!);
    },

    async list(): Promise<(AccountRecord & { invited: boolean })[]> {
      const [rows, accepted] = await Promise.all([
        database.db
          .selectFrom("auth_users")
          .select(["id", "email", "role", "disabled", "created_at"])
          .orderBy("email")
          .execute(),
        // An invitee has no password until they accept.
        usersWithPassword(database.db),
      ]);
      return rows.map((row) => ({ ...toUser(row), invited: !accepted.has(row.id) }));
    },

    find: async (email: string) => {
      const row = await findRow(email);
      return row ? toUser(row) : null;
    },

    /** Disables the account and ends every session it has. */
    disable: (email: string, actor: string) => setDisabled(email, true, actor),
    enable: (email: string, actor: string) => setDisabled(email, false, actor),

    /** Sets a new password and ends every session of the account. */
    async setPassword(email: string, password: string, actor: string) {
      checkPassword(password);
      const row = await mustFind(email);
      const hash = await hashPassword(password);
      await audited(
        database,
        { actor },
        async (trx) => {
          await setPasswordHash({ db: trx, dialect: database.dialect }, row.id, hash);
          await trx.deleteFrom("auth_sessions").where("user_id", "=", row.id).execute();
        },
        () => ({ action: "user-password", target: row.email }),
      );
      return toUser(row);
    },
  };
}

export type UserAccounts = ReturnType<typeof createUserAccounts>;

/**
 * Turns two-factor sign-in off for someone who lost their authenticator and
 * their backup codes (or whose secret no longer decrypts because
 * BETTER_AUTH_SECRET changed), and ends their sessions. From the command line
 * only: in the console, turning it off needs the user's own session.
 */
export async function resetTwoFactor(database: DatabaseHandle, email: string, actor: string) {
  const user = await database.db
    .selectFrom("auth_users")
    .select(["id", "email"])
    .where("email", "=", normalise(email))
    .executeTakeFirst();
  if (!user) throw new UserError(`No user ${normalise(email)}.`);
  await audited(
    database,
    { actor },
    async (trx) => {
      // better-auth's tables from migration 005, outside our typed schema.
      await sql`delete from auth_two_factors where user_id = ${user.id}`.execute(trx);
      await sql`update auth_users set two_factor_enabled = ${authFlag(database, false)} where id = ${user.id}`.execute(
        trx,
      );
      await trx.deleteFrom("auth_sessions").where("user_id", "=", user.id).execute();
    },
    () => ({
      action: "two-factor-disabled",
      target: user.email,
      detail: "reset from the command line",
    }),
  );
  return user.email;
}
