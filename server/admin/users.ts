import { sql } from "kysely";
import type { DatabaseHandle } from "../db/connection.ts";
import { CONSOLE_ROLES, type ConsoleRole } from "../../app/lib/admin/roles.ts";
import { recordAudit } from "./audit.ts";
import { MIN_PASSWORD_LENGTH, type Auth } from "./auth.ts";

/**
 * The console's user accounts, for the `npm run users` CLI and the console:
 * better-auth creates them and hashes their passwords; disabling one deletes
 * its sessions in the same step, so it is signed out at once.
 */

export interface ConsoleUser {
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
    throw new UserError(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
  }
  if (password.length > 256) throw new UserError("The password must be at most 256 characters.");
}

const iso = (value: Date | string) =>
  value instanceof Date ? value.toISOString() : new Date(value).toISOString();

export function createUserAccounts(database: DatabaseHandle, auth: Auth) {
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

  const toUser = (row: NonNullable<Awaited<ReturnType<typeof findRow>>>): ConsoleUser => ({
    id: row.id,
    email: row.email,
    role: row.role,
    disabled: Boolean(row.disabled),
    createdAt: iso(row.created_at),
  });

  return {
    async add(
      email: string,
      role: ConsoleRole,
      password: string,
      actor: string,
    ): Promise<ConsoleUser> {
      const address = normalise(email);
      if (!EMAIL.test(address))
        throw new UserError(`${JSON.stringify(email)} is not an e-mail address.`);
      if (!CONSOLE_ROLES.includes(role)) throw new UserError(`The role must be owner or editor.`);
      checkPassword(password);
      if (await findRow(address)) throw new UserError(`${address} already has an account.`);
      const context = await auth.$context;
      const user = await context.internalAdapter.createUser(
        { email: address, name: address, role, disabled: false },
        { action: "create-user" } as never,
      );
      await context.internalAdapter.linkAccount({
        userId: user.id,
        providerId: "credential",
        accountId: user.id,
        password: await context.password.hash(password),
      });
      await recordAudit(database.db, {
        action: "user-added",
        actor,
        target: address,
        detail: role,
      });
      return toUser((await findRow(address))!);
    },

    async list(): Promise<(ConsoleUser & { invited: boolean })[]> {
      const [rows, withPassword] = await Promise.all([
        database.db
          .selectFrom("auth_users")
          .select(["id", "email", "role", "disabled", "created_at"])
          .orderBy("email")
          .execute(),
        // auth_accounts is better-auth's; an invitee has no password until they accept.
        sql<{
          user_id: string;
        }>`select user_id from auth_accounts where provider_id = 'credential' and password is not null`.execute(
          database.db,
        ),
      ]);
      const accepted = new Set(withPassword.rows.map((r) => r.user_id));
      return rows.map((row) => ({ ...toUser(row), invited: !accepted.has(row.id) }));
    },

    find: async (email: string) => {
      const row = await findRow(email);
      return row ? toUser(row) : null;
    },

    /** Disables the account and ends every session it has. */
    async disable(email: string, actor: string): Promise<ConsoleUser> {
      const row = await mustFind(email);
      await database.db.transaction().execute(async (trx) => {
        await trx
          .updateTable("auth_users")
          .set({ disabled: database.dialect === "postgres" ? true : 1, updated_at: now(database) })
          .where("id", "=", row.id)
          .execute();
        await trx.deleteFrom("auth_sessions").where("user_id", "=", row.id).execute();
        await recordAudit(trx, { action: "user-disabled", actor, target: row.email });
      });
      return toUser((await findRow(email))!);
    },

    async enable(email: string, actor: string): Promise<ConsoleUser> {
      const row = await mustFind(email);
      await database.db
        .updateTable("auth_users")
        .set({ disabled: database.dialect === "postgres" ? false : 0, updated_at: now(database) })
        .where("id", "=", row.id)
        .execute();
      await recordAudit(database.db, { action: "user-enabled", actor, target: row.email });
      return toUser((await findRow(email))!);
    },

    /** Sets a new password and ends every session, except `keepSessionToken` if given. */
    async setPassword(email: string, password: string, actor: string, keepSessionToken?: string) {
      checkPassword(password);
      const row = await mustFind(email);
      const context = await auth.$context;
      await context.internalAdapter.updatePassword(row.id, await context.password.hash(password));
      let revoke = database.db.deleteFrom("auth_sessions").where("user_id", "=", row.id);
      if (keepSessionToken) revoke = revoke.where("token", "!=", keepSessionToken);
      await revoke.execute();
      await recordAudit(database.db, { action: "user-password", actor, target: row.email });
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
  await database.db.transaction().execute(async (trx) => {
    // better-auth's tables from migration 005, outside our typed schema.
    await sql`delete from auth_two_factors where user_id = ${user.id}`.execute(trx);
    await sql`update auth_users set two_factor_enabled = ${
      database.dialect === "postgres" ? false : 0
    } where id = ${user.id}`.execute(trx);
    await trx.deleteFrom("auth_sessions").where("user_id", "=", user.id).execute();
    await recordAudit(trx, {
      action: "two-factor-disabled",
      actor,
      target: user.email,
      detail: "reset from the command line",
    });
  });
  return user.email;
}

// better-auth's columns are timestamptz on PostgreSQL and ISO text on SQLite.
const now = (database: DatabaseHandle) =>
  database.dialect === "postgres" ? new Date() : new Date().toISOString();
