import { ConfigError, loadConfig, type Config } from "../config.ts";
import { openDatabase, type DatabaseHandle } from "../db/connection.ts";
import { migrateToLatest } from "../db/migrate.ts";

/** Where a command writes: its results, and the lines a person reads when it fails. */
export interface CommandOutput {
  out(text: string): Promise<void>;
  err(text: string): void;
}

/**
 * What every operator command does around its own work: reads the
 * configuration as the server does (a bad variable: its one-line message, exit
 * 1), opens DATABASE_URL and runs the server's migrations, so a command works on
 * a database the current server version has not opened yet. A failure the
 * work does not explain itself (`explained`) is reported as "Cannot <what>
 * (DATABASE_URL): …", exit 1. The database is always closed.
 */
export async function withCommandDatabase(
  env: NodeJS.ProcessEnv,
  io: CommandOutput,
  what: string,
  work: (database: DatabaseHandle, config: Config) => Promise<number>,
  explained: (error: unknown) => string | null = () => null,
  /** False for a command that must find the database as it is (a restore wants it empty). */
  migrate = true,
): Promise<number> {
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    io.err(`${error instanceof ConfigError ? error.message : String(error)}\n`);
    return 1;
  }
  const database = openDatabase(config.databaseUrl, { limits: config.database });
  try {
    if (migrate) await migrateToLatest(database);
    return await work(database, config);
  } catch (error) {
    const message =
      explained(error) ??
      `Cannot ${what} (DATABASE_URL): ${error instanceof Error ? error.message : String(error)}`;
    io.err(`${message}\n`);
    return 1;
  } finally {
    await database.close();
  }
}
