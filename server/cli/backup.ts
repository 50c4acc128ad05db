import { backupCommand } from "./backup-command.ts";

// `npm run backup`: one verified archive of every table and the media (see backup-command.ts).
process.exitCode = await backupCommand(process.argv.slice(2), process.env, {
  out: (text) => new Promise((resolve) => process.stdout.write(text, () => resolve())),
  err: (text) => process.stderr.write(text),
});
