import { enquiriesCommand } from "./enquiries-command.ts";

// `npm run enquiries [-- --json | --csv]`. Use `npm run -s enquiries -- --json`
// to keep npm's own banner out of the output.
process.exitCode = await enquiriesCommand(process.argv.slice(2), process.env, {
  out: (text) => new Promise((resolve) => process.stdout.write(text, () => resolve())),
  err: (text) => process.stderr.write(text),
});
