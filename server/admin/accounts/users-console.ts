import type { UsersConsole } from "../../../app/lib/admin/accounts.ts";
import type { ConsoleSession } from "../console-session.ts";
import { requireRole } from "../require-role.ts";
import type { AccountLinks } from "./account-links.ts";
import { UserError, type UserAccounts } from "./user-accounts.ts";

/** /admin/users for one request: owners list, disable, enable and invite; editors get 403. */
export function usersConsole(
  { accounts, links }: { accounts: UserAccounts; links: AccountLinks },
  session: ConsoleSession,
): UsersConsole {
  return requireRole<UsersConsole>(session, "owner", {
    list: () => accounts.list(),

    async setDisabled(me, email, disabled) {
      const target = await accounts.find(email);
      if (!target || target.id === me.id) return false;
      // Recorded without the address, as `npm run users` records it.
      if (disabled) await accounts.disable(email, me.email);
      else await accounts.enable(email, me.email);
      return true;
    },

    async invite(me, email, role) {
      try {
        await links.invite({ email, role, by: { actor: me.email, ip: session.ip } });
        return { ok: true };
      } catch (error) {
        if (error instanceof UserError) return { ok: false, status: 400, message: error.message };
        throw error;
      }
    },
  });
}
