import { listEnquiries } from "../db/enquiries.ts";
import { notificationsByEnquiry } from "../db/enquiry-notifications.ts";
import { withCommandDatabase, type CommandOutput } from "./command-database.ts";
import { formatEnquiries, type Format } from "./enquiry-formats.ts";

/**
 * The `npm run enquiries` command: the stored enquiries, newest first, for the
 * operator: a table by default, `--json` for a JSON array, `--csv` for a
 * spreadsheet. Reads DATABASE_URL like the server. Separate from the entry
 * point (enquiries.ts) so tests can run it in process as well.
 */

export type { CommandOutput };

const usage = `Usage: npm run enquiries [-- --json | --csv]
  (no option)  a table, newest first
  --json       a JSON array: id, createdAt, name, email, phone, subject, message, status, captcha,
               notification ({status, attempts, error} of its e-mail, or null)
  --csv        CSV for a spreadsheet (formula injection neutralised)
The E-mail column: sent, pending, retrying (attempts), FAILED (refused for good;
the reason is listed under the table), off (e-mail was not configured).`;

function parseArguments(args: string[]): Format | "help" {
  const known: Record<string, Format | "help"> = {
    "--json": "json",
    "--csv": "csv",
    "--help": "help",
    "-h": "help",
  };
  const formats = args.map((arg) => {
    const format = known[arg];
    if (!format) throw new UsageError(`Unknown option ${JSON.stringify(arg)}.`);
    return format;
  });
  if (formats.includes("help")) return "help";
  if (new Set(formats).size > 1) throw new UsageError("Choose one of --json and --csv.");
  return formats[0] ?? "table";
}

class UsageError extends Error {}

export async function enquiriesCommand(
  args: string[],
  env: NodeJS.ProcessEnv,
  io: CommandOutput,
): Promise<number> {
  let format: Format | "help";
  try {
    format = parseArguments(args);
  } catch (error) {
    io.err(`${(error as Error).message}\n${usage}\n`);
    return 2;
  }
  if (format === "help") {
    await io.out(`${usage}\n`);
    return 0;
  }

  return withCommandDatabase(env, io, "read the enquiries", async (database) => {
    const enquiries = await listEnquiries(database);
    await io.out(formatEnquiries(enquiries, format, await notificationsByEnquiry(database)));
    return 0;
  });
}
