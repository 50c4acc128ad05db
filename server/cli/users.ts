import { readPasswordLine } from "./read-password.ts";
import { usersCommand } from "./users-command.ts";

// `npm run users -- add <email> --role owner|editor` and the rest (see users-command.ts).
process.exitCode = await usersCommand(process.argv.slice(2), process.env, {
  out: (text) => new Promise((resolve) => process.stdout.write(text, () => resolve())),
  err: (text) => process.stderr.write(text),
  readPassword: (prompt) => readPasswordLine(process.stdin, process.stderr, prompt),
});
