import { generateId } from "better-auth";
import type { Kysely } from "kysely";
import type { ConsoleRole } from "../../../app/lib/admin/roles.ts";
import type { DatabaseHandle } from "../../db/connection.ts";
import type { Database } from "../../db/schema.ts";

/**
 * better-auth's rows, read and written on our own tables (migrations 003 and
 * 005) where its public API has no call for what the console needs: creating
 * an account without a password (an invitation, or `npm run users -- add`
 * before its password), and knowing whose a reset link or a waiting code
 * step is, to name them on the page, in the limits and in the audit log.
 * Everything that checks a secret (a password, a token, a code) is left to
 * `auth.api`. The two conventions read here are pinned by
 * ./auth-records.test.ts, so a better-auth upgrade that
 * changes them fails there first:
 * - a password link's token is the verification row `reset-password:<token>`
 *   whose value is the user's id (its requestPasswordReset and resetPassword);
 * - the two-factor step's cookie `<prefix>.two_factor` holds, signed, the
 *   identifier of a verification row whose value is the user's id.
 */

/** The prefix of better-auth's reset tokens in auth_verifications. */
const RESET_PREFIX = "reset-password:";

/** A database or one of its transactions, with the dialect its better-auth columns follow. */
export type AuthTables = Pick<DatabaseHandle, "db" | "dialect">;

// better-auth's columns are timestamptz and boolean on PostgreSQL, ISO text and 0/1 on SQLite.
export const authTime = (database: AuthTables) =>
  database.dialect === "postgres" ? new Date() : new Date().toISOString();
const at = (database: AuthTables, date: Date) =>
  database.dialect === "postgres" ? date : date.toISOString();
export const authFlag = (database: AuthTables, value: boolean) =>
  database.dialect === "postgres" ? value : value ? 1 : 0;
const isLive = (expiresAt: Date | string) => new Date(expiresAt).getTime() > Date.now();

export interface AuthUser {
  id: string;
  email: string;
  disabled: boolean;
}

/** An account by its e-mail address (stored lower-case) or its id. */
async function findUser(db: Kysely<Database>, by: "email" | "id", value: string) {
  const row = await db
    .selectFrom("auth_users")
    .select(["id", "email", "disabled"])
    .where(by, "=", value)
    .executeTakeFirst();
  return row ? { id: row.id, email: row.email, disabled: Boolean(row.disabled) } : null;
}

export const findUserByEmail = (db: Kysely<Database>, email: string): Promise<AuthUser | null> =>
  findUser(db, "email", email);

export const findUserById = (db: Kysely<Database>, id: string): Promise<AuthUser | null> =>
  findUser(db, "id", id);

/** A new account, as better-auth's own sign-up would write it, without a credential yet. */
export async function insertUser(
  database: AuthTables,
  { email, role }: { email: string; role: ConsoleRole },
): Promise<AuthUser> {
  const id = generateId();
  const time = authTime(database);
  await database.db
    .insertInto("auth_users")
    .values({
      id,
      name: email,
      email,
      email_verified: authFlag(database, false),
      image: null,
      role,
      disabled: authFlag(database, false),
      created_at: time,
      updated_at: time,
    })
    .execute();
  return { id, email, disabled: false };
}

/** Whether the account has a password (an invitee has none until they accept). */
export async function hasPassword(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("auth_accounts")
    .select("password")
    .where("user_id", "=", userId)
    .where("provider_id", "=", "credential")
    .executeTakeFirst();
  return Boolean(row?.password);
}

/** The ids of the accounts that have a password. */
export async function usersWithPassword(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await db
    .selectFrom("auth_accounts")
    .select("user_id")
    .where("provider_id", "=", "credential")
    .where("password", "is not", null)
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

/**
 * Sets the account's password hash (better-auth/crypto's hashPassword, the
 * hash its sign-in checks), creating the credential the first time.
 */
export async function setPasswordHash(
  database: AuthTables,
  userId: string,
  hash: string,
): Promise<void> {
  const time = authTime(database);
  const updated = await database.db
    .updateTable("auth_accounts")
    .set({ password: hash, updated_at: time })
    .where("user_id", "=", userId)
    .where("provider_id", "=", "credential")
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await database.db
    .insertInto("auth_accounts")
    .values({
      id: generateId(),
      account_id: userId,
      provider_id: "credential",
      user_id: userId,
      password: hash,
      created_at: time,
      updated_at: time,
    })
    .execute();
}

/** The account a password link's token is for, while the link works. */
export async function passwordLinkUser(
  db: Kysely<Database>,
  token: string,
): Promise<AuthUser | null> {
  const row = await db
    .selectFrom("auth_verifications")
    .select(["value", "expires_at"])
    .where("identifier", "=", RESET_PREFIX + token)
    .executeTakeFirst();
  return row && isLive(row.expires_at) ? findUserById(db, row.value) : null;
}

/**
 * Stores a password link for `userId` that better-auth's resetPassword
 * accepts until `expiresAt` (an invitation's longer life).
 */
export async function storePasswordLink(
  database: AuthTables,
  { token, userId, expiresAt }: { token: string; userId: string; expiresAt: Date },
): Promise<void> {
  const time = authTime(database);
  await database.db
    .insertInto("auth_verifications")
    .values({
      id: generateId(),
      identifier: RESET_PREFIX + token,
      value: userId,
      expires_at: at(database, expiresAt),
      created_at: time,
      updated_at: time,
    })
    .execute();
}

/** Ends every password link of an account (a new invitation replaces the old ones). */
export async function dropPasswordLinks(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .deleteFrom("auth_verifications")
    .where("value", "=", userId)
    .where("identifier", "like", `${RESET_PREFIX}%`)
    .execute();
}

/**
 * The account whose sign-in waits for its 'Code': the two-factor cookie's
 * identifier, read without its signature, only to name the account in the
 * limits and the audit log; better-auth checks the signature when the code
 * is sent. Null when there is no such step or it ran out.
 */
export async function pendingCodeUser(
  db: Kysely<Database>,
  cookieValue: string | null,
): Promise<AuthUser | null> {
  const identifier = cookieValue?.split(".")[0];
  if (!identifier) return null;
  const row = await db
    .selectFrom("auth_verifications")
    .select(["value", "expires_at"])
    .where("identifier", "=", identifier)
    .executeTakeFirst();
  return row && isLive(row.expires_at) ? findUserById(db, row.value) : null;
}
