import { oneOf } from "./statuses.ts";

/**
 * The console's roles, declared once: the app's forms and copy, the server's
 * schema types, the role guard and the `npm run users` command read them here.
 * An owner may do everything an editor may, and manage users.
 */

export const CONSOLE_ROLES = ["owner", "editor"] as const;
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];

/** The signed-in user as the console's pages know them. */
export interface ConsoleUser {
  id: string;
  email: string;
  role: ConsoleRole;
}

// Role order: a higher rank includes every lower one.
const RANK: Record<ConsoleRole, number> = { editor: 1, owner: 2 };

/** Whether `user` may do what `role` may. */
export const hasRole = (user: { role: ConsoleRole }, role: ConsoleRole) =>
  RANK[user.role] >= RANK[role];

export const isConsoleRole = oneOf(CONSOLE_ROLES);
