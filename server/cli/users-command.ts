import { isConsoleRole, type ConsoleRole } from "../../app/lib/admin/roles.ts";
import {
  createUserAccounts,
  resetTwoFactor,
  UserError,
  type AccountRecord,
} from "../admin/accounts/user-accounts.ts";
import { withCommandDatabase, type CommandOutput } from "./command-database.ts";
import { textTable } from "./text-table.ts";

/**
 * `npm run users -- <command>`: the console's accounts from a shell
 * (architecture.md, "Operator CLI"). Passwords are read from standard input,
 * one line, and never printed. Separate from the entry point (users.ts) so
 * tests can run it in process too.
 */

export interface UsersCommandIo extends CommandOutput {
  /** The first line of standard input (the password), without its line break. */
  readPassword(prompt: string): Promise<string>;
}

const usage = `Usage: npm run users -- <command>
  add <email> --role owner|editor   create an account; the password (12+ characters) is read from standard input
  list [--json]                     every account with its role and state
  disable <email>                   block sign-in and end every session at once
  enable <email>                    allow sign-in again
  reset-password <email>            set a new password (standard input); ends every session
  reset-two-factor <email>          turn two-factor sign-in off (lost phone and backup codes); ends every session`;

class UsageError extends Error {}

/** How the audit log names changes made from a shell. */
const CLI_ACTOR = "command line";

type Parsed =
  | { command: "help" }
  | { command: "list"; json: boolean }
  | { command: "add"; email: string; role: ConsoleRole }
  | { command: "disable" | "enable" | "reset-password" | "reset-two-factor"; email: string };

function parse(args: string[]): Parsed {
  const [command, ...rest] = args;
  if (!command || command === "--help" || command === "-h" || command === "help") {
    return { command: "help" };
  }
  if (command === "list") {
    const unknown = rest.find((a) => a !== "--json");
    if (unknown) throw new UsageError(`Unknown option ${JSON.stringify(unknown)}.`);
    return { command: "list", json: rest.includes("--json") };
  }
  if (command === "add") {
    const roleAt = rest.indexOf("--role");
    const role = roleAt >= 0 ? rest[roleAt + 1] : undefined;
    const positional = rest.filter((_, i) => i !== roleAt && i !== roleAt + 1);
    if (positional.length !== 1) throw new UsageError("add takes one e-mail address.");
    if (!isConsoleRole(role)) {
      throw new UsageError("add needs --role owner or --role editor.");
    }
    return { command, email: positional[0]!, role };
  }
  if (
    command === "disable" ||
    command === "enable" ||
    command === "reset-password" ||
    command === "reset-two-factor"
  ) {
    if (rest.length !== 1) throw new UsageError(`${command} takes one e-mail address.`);
    return { command, email: rest[0]! };
  }
  throw new UsageError(`Unknown command ${JSON.stringify(command)}.`);
}

const describe = (user: AccountRecord) =>
  `${user.email} (${user.role}${user.disabled ? ", disabled" : ""})`;

export async function usersCommand(
  args: string[],
  env: NodeJS.ProcessEnv,
  io: UsersCommandIo,
): Promise<number> {
  let parsed: Parsed;
  try {
    parsed = parse(args);
  } catch (error) {
    io.err(`${(error as Error).message}\n${usage}\n`);
    return 2;
  }
  if (parsed.command === "help") {
    await io.out(`${usage}\n`);
    return 0;
  }

  return withCommandDatabase(
    env,
    io,
    "change the users",
    async (database) => {
      // The CLI hashes passwords (better-auth's hash) and signs nothing: no secret needed.
      const users = createUserAccounts(database);
      switch (parsed.command) {
        case "list": {
          const all = await users.list();
          if (parsed.json) {
            await io.out(`${JSON.stringify(all, null, 2)}\n`);
          } else if (all.length === 0) {
            await io.out(
              "No users yet. Add the first owner with: npm run users -- add <email> --role owner\n",
            );
          } else {
            const table = textTable(
              [
                { header: "Email", maxWidth: 40 },
                { header: "Role", maxWidth: 8 },
                { header: "State", maxWidth: 9 },
                { header: "Created (UTC)", maxWidth: 16 },
              ],
              all.map((u) => [
                u.email,
                u.role,
                u.disabled ? "disabled" : u.invited ? "invited" : "active",
                u.createdAt.slice(0, 16).replace("T", " "),
              ]),
            );
            await io.out(`${table}\n`);
          }
          return 0;
        }
        case "add": {
          const password = await io.readPassword(`Password for ${parsed.email}: `);
          const user = await users.add(parsed.email, parsed.role, password, CLI_ACTOR);
          await io.out(`Added ${describe(user)}.\n`);
          return 0;
        }
        case "reset-password": {
          const password = await io.readPassword(`New password for ${parsed.email}: `);
          const user = await users.setPassword(parsed.email, password, CLI_ACTOR);
          await io.out(`Password changed for ${user.email}; every session of theirs has ended.\n`);
          return 0;
        }
        case "reset-two-factor": {
          const email = await resetTwoFactor(database, parsed.email, CLI_ACTOR);
          await io.out(
            `Two-factor sign-in is off for ${email}; every session of theirs has ended.\n`,
          );
          return 0;
        }
        case "disable": {
          const user = await users.disable(parsed.email, CLI_ACTOR);
          await io.out(`Disabled ${describe(user)}; every session of theirs has ended.\n`);
          return 0;
        }
        case "enable": {
          const user = await users.enable(parsed.email, CLI_ACTOR);
          await io.out(`Enabled ${describe(user)}.\n`);
          return 0;
        }
      }
    },
    // A refused change (unknown address, last owner…) says so itself.
    (error) => (error instanceof UserError ? error.message : null),
  );
}
