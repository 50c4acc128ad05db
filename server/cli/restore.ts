import { restoreCommand } from "./backup-command.ts";

// `npm run restore -- <file>`: an archive back into an empty database (see backup-command.ts).
process.exitCode = await restoreCommand(process.argv.slice(2), process.env, {
  out: (text) => new Promise((resolve) => process.stdout.write(text, () => resolve())),
  err: (text) => process.stderr.write(text),
});
