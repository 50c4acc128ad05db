import type { DatabaseHandle } from "../db/connection.ts";
import type { ConsoleRole } from "../../app/lib/admin/roles.ts";
import { SESSION_IDLE_SECONDS, type Auth } from "./auth.ts";

export interface ActiveSession {
  token: string;
  user: { id: string; email: string; role: ConsoleRole };
  twoFactorEnabled: boolean;
}

// Writing last use on every request would make each page a write; a minute's
// precision is plenty for an hour's idle limit.
const TOUCH_AFTER_MS = 60_000;

const time = (value: Date | string) => (value instanceof Date ? value : new Date(value)).getTime();

/**
 * The session a request's cookie names, if it is still good: better-auth
 * checks the signature and the absolute expiry; here the account must still
 * be enabled and the session used within the idle limit. A session that fails
 * either is deleted, so it cannot come back.
 */
export async function activeSession(
  auth: Auth,
  database: DatabaseHandle,
  headers: Headers,
  now = Date.now(),
): Promise<ActiveSession | null> {
  const found = await auth.api.getSession({ headers });
  if (!found) return null;
  const { session, user } = found;
  const idle = now - time(session.updatedAt) > SESSION_IDLE_SECONDS * 1000;
  if (user.disabled || idle) {
    await database.db.deleteFrom("auth_sessions").where("token", "=", session.token).execute();
    return null;
  }
  if (now - time(session.updatedAt) > TOUCH_AFTER_MS) {
    await database.db
      .updateTable("auth_sessions")
      .set({
        updated_at: database.dialect === "postgres" ? new Date(now) : new Date(now).toISOString(),
      })
      .where("token", "=", session.token)
      .execute();
  }
  return {
    token: session.token,
    user: { id: user.id, email: user.email, role: user.role as ConsoleRole },
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
  };
}
