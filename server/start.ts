import type { FastifyInstance } from "fastify";
import { pino } from "pino";
import { ConfigError, loadConfig, mailSummary, type Config } from "./config.ts";
import { openDatabase, type DatabaseHandle } from "./db/connection.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { seedPeople, seedPortfolio, seedPricing } from "./db/seed.ts";
import { siteContentSeed } from "./content/site-content-seed.ts";
import { seedSiteDocuments } from "./content/site-documents.ts";
import { seedShippedWords } from "./content/shipped-words.ts";
import { issueSetupToken, SETUP_TOKEN_HOURS } from "./admin/accounts/owner-setup.ts";

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * While the console has no account, one line with a fresh one-time address
 * to create the first owner in the browser (server/admin/accounts/owner-setup.ts).
 */
async function announceOwnerSetup(app: FastifyInstance, database: DatabaseHandle, siteUrl: string) {
  try {
    const token = await issueSetupToken(database);
    if (!token) return;
    const address = new URL(`/admin/setup?token=${token}`, siteUrl).href;
    app.log.warn(
      `The console has no account yet: create the first owner at ${address} (one use, within ${SETUP_TOKEN_HOURS} hours)`,
    );
  } catch (error) {
    app.log.error({ err: error }, "Could not make the first owner's setup address");
  }
}

/**
 * Shared start-up of `npm start` and `npm run dev`: configuration, database,
 * migrations and seed, then listen, with graceful shutdown on SIGTERM/SIGINT.
 * Any failure before listening ends the process with one explanatory line.
 */
export async function start(
  createApp: (config: Config, database: DatabaseHandle) => Promise<FastifyInstance>,
  onClose: () => Promise<void> = async () => {},
): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    fail(error instanceof ConfigError ? error.message : String(error));
  }

  // The app's logger exists only once the app is built; connection trouble
  // before and after is reported on a logger of the same level and format.
  const database = openDatabase(config.databaseUrl, {
    limits: config.database,
    log: pino({ level: config.logLevel }),
  });
  try {
    await migrateToLatest(database);
    await seedPortfolio(database);
    await seedSiteDocuments(database, siteContentSeed(config.firstContact));
    await seedShippedWords(database);
    await seedPeople(database);
    await seedPricing(database);
  } catch (error) {
    await database.close().catch(() => {});
    fail(`Cannot prepare the database (DATABASE_URL): ${describe(error)}`);
  }

  const app = await createApp(config, database);
  if (!config.recaptcha)
    app.log.info("reCAPTCHA is off: RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY are unset");
  app.log.info(mailSummary(config.mail));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => {});
    fail(`Cannot listen on ${config.host}:${config.port} (PORT/HOST): ${describe(error)}`);
  }
  await announceOwnerSetup(app, database, config.siteUrl);

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "Shutting down: finishing in-flight requests");
    setTimeout(() => {
      app.log.error("Shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    try {
      // Stops accepting, lets in-flight requests finish, then closes the database (onClose).
      await app.close();
      await onClose();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "Shutdown failed");
      process.exit(1);
    }
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}

function describe(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length) return describe(error.errors[0]);
  return error instanceof Error ? error.message || error.name : String(error);
}

function fail(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}
