import { createHash } from "node:crypto";
import { generateId } from "better-auth";
import { hashPassword } from "better-auth/crypto";
import type { DatabaseHandle } from "../../db/connection.ts";
import { audited } from "../audited.ts";
import { authTime, insertUser, setPasswordHash, type AuthTables } from "./auth-records.ts";
import { checkPassword, UserError } from "./user-accounts.ts";

/**
 * The first owner without a terminal: while the database has no console
 * account, each start of the server makes a one-time setup address
 * (`/admin/setup?token=…`, good for 24 hours) and logs it; whoever opens it
 * chooses the first owner's e-mail and password. The token is kept as its
 * SHA-256 in better-auth's verification table (no table of its own to
 * migrate or back up), so a copy of the database cannot be used to take the
 * site over; the first owner created ends every token.
 */

/** How long a setup address works. */
export const SETUP_TOKEN_HOURS = 24;

const PREFIX = "owner-setup:";
const identifierOf = (token: string) =>
  PREFIX + createHash("sha256").update(token, "utf8").digest("hex");

const hasAnyUser = async (db: AuthTables["db"]) =>
  (await db.selectFrom("auth_users").select("id").limit(1).executeTakeFirst()) !== undefined;

/** A setup address's token, or null when the console already has an account. */
export async function issueSetupToken(database: DatabaseHandle, now = new Date()) {
  if (await hasAnyUser(database.db)) return null;
  const token = generateId(32);
  const expires = new Date(now.getTime() + SETUP_TOKEN_HOURS * 3600_000);
  const time = authTime(database);
  await database.db
    .insertInto("auth_verifications")
    .values({
      id: generateId(),
      identifier: identifierOf(token),
      value: "owner",
      expires_at: database.dialect === "postgres" ? expires : expires.toISOString(),
      created_at: time,
      updated_at: time,
    })
    .execute();
  return token;
}

export type SetupState = "closed" | "invalid" | "open";

/** `closed` once any account exists; `invalid` for a token unknown, used or out of date. */
export async function setupState(database: DatabaseHandle, token: string): Promise<SetupState> {
  if (await hasAnyUser(database.db)) return "closed";
  if (!token || token.length > 200) return "invalid";
  const row = await database.db
    .selectFrom("auth_verifications")
    .select("expires_at")
    .where("identifier", "=", identifierOf(token))
    .executeTakeFirst();
  return row && new Date(row.expires_at).getTime() > Date.now() ? "open" : "invalid";
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Creates the first owner with `token`, in one transaction with the token's
 * use, so two people opening the address at once cannot both succeed.
 * Returns the state that stopped it, or "created".
 */
export async function createFirstOwner(
  database: DatabaseHandle,
  { token, email, password, ip }: { token: string; email: string; password: string; ip: string },
): Promise<"created" | Exclude<SetupState, "open">> {
  const address = email.trim().toLowerCase();
  if (!EMAIL.test(address) || address.length > 254)
    throw new UserError(`${JSON.stringify(email)} is not an e-mail address.`);
  checkPassword(password);
  const state = await setupState(database, token);
  if (state !== "open") return state;
  const hash = await hashPassword(password);
  return audited(
    database,
    { actor: address, ip },
    async (trx) => {
      if (await hasAnyUser(trx)) return "closed" as const;
      const used = await trx
        .deleteFrom("auth_verifications")
        .where("identifier", "=", identifierOf(token))
        .executeTakeFirst();
      if (Number(used.numDeletedRows) !== 1) return "invalid" as const;
      const tables = { db: trx, dialect: database.dialect };
      const user = await insertUser(tables, { email: address, role: "owner" });
      await setPasswordHash(tables, user.id, hash);
      await trx
        .deleteFrom("auth_verifications")
        .where("identifier", "like", `${PREFIX}%`)
        .execute();
      return "created" as const;
    },
    (outcome) =>
      outcome === "created"
        ? { action: "user-added", target: address, detail: "owner, at the first setup" }
        : null,
  );
}
