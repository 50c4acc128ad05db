import type { ConsoleRole, ConsoleUser } from "../../app/lib/admin/roles.ts";
import type { ConsoleSession } from "./console-session.ts";

/** A console area's methods as its feature writes them: each is handed the signed-in user first. */
export type WithUser<Area> = {
  [Method in keyof Area]: Area[Method] extends (...args: infer Args) => infer Result
    ? (me: ConsoleUser, ...args: Args) => Result
    : never;
};

/**
 * The role guard of a console area (app/lib/admin/admin-context.ts): every
 * method runs only once the session holds at least `role` (a signed-out call
 * throws the 303 to the sign-in page, a lesser role the 403), and is handed
 * the signed-in user. An area is built in this one call, so none of its
 * methods, loaders' reads included, can be reached without the check.
 */
export function requireRole<Area extends object>(
  session: Pick<ConsoleSession, "require">,
  role: ConsoleRole,
  methods: WithUser<Area>,
): Area {
  const guarded: Record<string, unknown> = {};
  for (const [name, method] of Object.entries(methods)) {
    const run = method as (me: ConsoleUser, ...args: unknown[]) => unknown;
    guarded[name] = async (...args: unknown[]) => run(await session.require(role), ...args);
  }
  return guarded as Area;
}
